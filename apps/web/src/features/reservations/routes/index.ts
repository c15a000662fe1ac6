/** The reservations feature's screens, loaded together when the router first needs one. */
export { CourtDayScreen } from './court-day-screen';
export { ManageReservationScreen } from './manage-reservation-screen';
