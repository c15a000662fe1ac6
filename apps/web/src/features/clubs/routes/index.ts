/** The clubs feature's screens, loaded together when the router first needs one. */
export { FindClubScreen } from './find-club-screen';
