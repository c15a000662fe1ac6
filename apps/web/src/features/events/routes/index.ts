/** The events feature's screens, loaded together when the router first needs one. */
export { HomeScreen } from './home-screen';
