/** The reservations feature's screens, loaded together when the router first needs one. */
export { CourtDayScreen } from './court-day-screen';
export { ManageReservationScreen } from './manage-reservation-screen';

/** The walk-in form: its own chunk, off the club's day grid. */
export const loadWalkIn = () => import('./walk-in-screen');
