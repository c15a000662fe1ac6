/** The bookings feature's screens, loaded together when the router first needs one. */
export { BookCourtScreen } from './book-court-screen';
export { MyBookingScreen } from './my-booking-screen';
export { ClubDetailsScreen } from './club-details-screen';

/** The payment step: its own chunk, loaded once a slot is chosen, off the booking grid. */
export const loadBookingPayment = () => import('./booking-payment-screen');
