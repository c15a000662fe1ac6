/** A player's memberships screens, loaded together when the router first needs one. */
export { MyMembershipsScreen } from './my-memberships-screen';
