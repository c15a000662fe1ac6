import type { CoinPack } from '@courtside/shared';
import type { BookingQuery } from './booking-query';

/**
 * Every destination inside the app (SPEC 2), in one place: the router declares its routes
 * with these, and links and navigation build their addresses with them. User-area screens
 * may arrive with later features.
 */
export const paths = {
  root: '/',
  login: '/login',
  register: '/register',
  forgetPassword: '/forget-password',
  user: '/user',
  profile: '/user/profile',
  menu: '/user/menu',
  matches: '/user/matches',
  championRequest: '/user/champion-request',
  createMatch: '/user/create-match',
  createActivity: '/user/create-activity',
  manageReservation: '/user/manage-reservation',
  coinsPack: '/user/coins-pack',
  coinsPackPayment: '/user/coins-pack/payment',
  findPadelCourt: '/user/find-padel-court',
  findFootballCourt: '/user/find-football-court',
  myBooking: '/user/my-booking',
} as const;

/** The router's patterns of addresses that carry an id. */
export const routePatterns = {
  courtDay: `${paths.manageReservation}/court/:id`,
  walkIn: `${paths.manageReservation}/court/:id/book`,
  bookCourt: `${paths.user}/book-court/:clubID`,
  bookingPayment: `${paths.user}/book-court/:clubID/payment`,
} as const;

/** The pattern with each `:name` replaced by its value, encoded. */
function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Event categories name their screen relative to the user area, e.g. 'find-padel-court'. */
export function userAreaPath(route: string): string {
  return `${paths.user}/${route.replace(/^\/+/, '')}`;
}

/**
 * SPEC 2: a club's booking screen; `court` lists the chosen courts (comma-separated ids) and
 * `date` the day picked while finding the club.
 */
export function bookCourtPath(clubId: string, query: { court: readonly string[]; date: string }) {
  const search = new URLSearchParams({ court: query.court.join(','), date: query.date });
  return `${fill(routePatterns.bookCourt, { clubID: clubId })}?${search}`;
}

/** SPEC 2: book-court/{clubID}/payment with the chosen slot in its query. */
export function bookingPaymentPath(query: BookingQuery): string {
  const search = new URLSearchParams({
    ...query,
    photo: query.photo ?? '',
    duration: String(query.duration),
  });
  return `${fill(routePatterns.bookingPayment, { clubID: query.clubID })}?${search}`;
}

/**
 * SPEC 2/7: the payment screen gets the pack's data in its query (pack, coin, price, photo);
 * the currency rides along so the price reads right.
 */
export function packPaymentPath(pack: CoinPack): string {
  const search = new URLSearchParams({
    pack: pack.id,
    coin: String(pack.coin),
    price: String(pack.price),
    photo: pack.photo ?? '',
    currency: pack.currency,
  });
  return `${paths.coinsPackPayment}?${search}`;
}

/** The owner's day of one court; `name` is its title (SPEC 2), `date` the day shown. */
export function courtDayPath(courtId: string, query: { name: string; date?: string }): string {
  const search = new URLSearchParams({ name: query.name });
  if (query.date) search.set('date', query.date);
  return `${fill(routePatterns.courtDay, { id: courtId })}?${search}`;
}

/** SPEC 2: what booking a free slot for a walk-in customer carries in its query. */
export interface WalkInQuery {
  court: string;
  courtID: string;
  clubID: string;
  photo: string;
  date: string;
  startTime: string;
  endTime: string;
  duration: string;
}

export function walkInPath(query: WalkInQuery): string {
  const search = new URLSearchParams({ ...query });
  return `${fill(routePatterns.walkIn, { id: query.courtID })}?${search}`;
}
