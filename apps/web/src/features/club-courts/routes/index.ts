/** The club-courts feature's screens, loaded together when the router first needs one. */
export { ClubCourtsScreen } from './club-courts-screen';
export { CourtFormScreen } from './court-form-screen';
export { ClubHoursScreen } from './club-hours-screen';
