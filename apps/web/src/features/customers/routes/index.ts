/** The customers feature's screens, loaded when the router first needs one. */
export { CustomerScreen } from './customer-screen';
export { CustomersScreen } from './customers-screen';
