/** The owner's courts, loaded when the router first needs them. */
export { ClubCourtsScreen } from './club-courts-screen';
