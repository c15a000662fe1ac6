/** The owner's staff screen, loaded when the router first needs it. */
export { StaffScreen } from './staff-screen';
