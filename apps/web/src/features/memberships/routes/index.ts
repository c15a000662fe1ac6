/** The owner's memberships screen, loaded when the router first needs it. */
export { MembershipsScreen } from './memberships-screen';
