/** The menu feature's screens, loaded together when the router first needs one. */
export { MenuScreen } from './menu-screen';
