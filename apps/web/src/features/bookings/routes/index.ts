/** The bookings feature's screens, loaded together when the router first needs one. */
export { BookCourtScreen } from './book-court-screen';
export { MyBookingScreen } from './my-booking-screen';
export { ClubDetailsScreen } from './club-details-screen';
