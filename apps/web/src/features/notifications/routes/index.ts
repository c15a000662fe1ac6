/** The notifications feature's screen, loaded when the router first needs it. */
export { NotificationsScreen } from './notifications-screen';
