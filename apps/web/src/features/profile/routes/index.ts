/** The Profile tab, loaded when the router first needs it. */
export { ProfileScreen } from './profile-screen';
