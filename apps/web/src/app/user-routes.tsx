import { Outlet, type RouteObject } from 'react-router';
import { RequireOwner } from '@/lib/authorization';
import { NotFoundScreen } from '../components/not-found-screen';
import { BookCourtScreen } from '../features/bookings/routes/book-court-screen';
import { BookingPaymentScreen } from '../features/bookings/routes/booking-payment-screen';
import { MyBookingScreen } from '../features/bookings/routes/my-booking-screen';
import { FindClubScreen } from '../features/clubs/routes/find-club-screen';
import { CoinPackPaymentScreen } from '../features/coins/routes/coin-pack-payment-screen';
import { CoinsPackScreen } from '../features/coins/routes/coins-pack-screen';
import { HomeScreen } from '../features/events/routes/home-screen';
import { MenuScreen } from '../features/menu/routes/menu-screen';
import { CourtDayScreen } from '../features/reservations/routes/court-day-screen';
import { ManageReservationScreen } from '../features/reservations/routes/manage-reservation-screen';
import { WalkInScreen } from '../features/reservations/routes/walk-in-screen';
import { paths } from '../lib/paths';
import type { ScreenHandle } from './layout/screen-handle';

const titled = (titleKey: string): ScreenHandle => ({ titleKey });

/**
 * Child routes of the user area (SPEC 2). Each feature adds its screens here as it arrives;
 * an address without a screen yet lands on the not-found screen.
 */
export const userRoutes: RouteObject[] = [
  { index: true, element: <HomeScreen /> },
  { path: 'menu', element: <MenuScreen />, handle: { ...titled('menu.title'), tabRoot: true } },
  {
    // Reservation screens are the club owner's (SPEC 6).
    element: (
      <RequireOwner>
        <Outlet />
      </RequireOwner>
    ),
    children: [
      {
        path: 'manage-reservation',
        element: <ManageReservationScreen />,
        handle: titled('reservations.title'),
      },
      {
        path: 'manage-reservation/court/:id',
        element: <CourtDayScreen />,
        handle: { titleKey: 'reservations.courtTitle', titleParam: 'name' } satisfies ScreenHandle,
      },
      {
        path: 'manage-reservation/court/:id/book',
        element: <WalkInScreen />,
        handle: titled('reservations.walkIn.title'),
      },
    ],
  },
  { path: 'coins-pack', element: <CoinsPackScreen />, handle: titled('coins.title') },
  {
    path: 'coins-pack/payment',
    element: <CoinPackPaymentScreen />,
    handle: titled('coins.paymentTitle'),
  },
  {
    path: 'find-padel-court',
    element: <FindClubScreen sport="padel" />,
    handle: titled('findClub.titlePadel'),
  },
  {
    path: 'find-football-court',
    element: <FindClubScreen sport="football" />,
    handle: titled('findClub.titleFootball'),
  },
  { path: 'book-court/:clubID', element: <BookCourtScreen />, handle: titled('bookCourt.title') },
  {
    path: 'book-court/:clubID/payment',
    element: <BookingPaymentScreen />,
    handle: titled('bookingPayment.title'),
  },
  { path: 'my-booking', element: <MyBookingScreen />, handle: titled('myBooking.title') },
  {
    path: '*',
    element: <NotFoundScreen homePath={paths.user} />,
    handle: titled('notFound.title'),
  },
];
