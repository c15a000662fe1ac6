import type { CoinPack } from '@courtside/shared';
import { sharedPagePatterns } from '@courtside/shared/rules';
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
  listYourClub: '/list-your-club',
  user: '/user',
  profile: '/user/profile',
  /** The questions that give a new padel player a starting level. */
  padelLevel: '/user/padel-level',
  menu: '/user/menu',
  matches: '/user/matches',
  championshipRequest: '/user/champion-request',
  championshipRequestPayment: '/user/champion-request/payment',
  championship: '/user/champion',
  championshipPayment: '/user/champion/payment',
  createChampionship: '/user/create-champion',
  createMatch: '/user/create-match',
  findMatch: '/user/find-match',
  createActivity: '/user/create-activity',
  activities: '/user/activities',
  socials: '/user/socials',
  createSocial: '/user/create-social',
  manageReservation: '/user/manage-reservation',
  coinsPack: '/user/coins-pack',
  coinsPackPayment: '/user/coins-pack/payment',
  /** The player's club memberships (the server's membership notices link here). */
  myMemberships: '/user/memberships',
  findPadelCourt: '/user/find-padel-court',
  findFootballCourt: '/user/find-football-court',
  myBooking: '/user/my-booking',
  notifications: '/user/notifications',
  aboutUs: '/user/about-us',
  faq: '/user/faq',
  clubCourts: '/user/club-courts',
  clubCourtNew: '/user/club-courts/new',
  clubHours: '/user/club-courts/hours',
  clubStaff: '/user/club-staff',
  /** The club's membership plans and members (its owner's). */
  clubMemberships: '/user/club-memberships',
  clubSeries: '/user/manage-reservation/series',
  reports: '/user/reports',
  /** The club's customer list (the owner's, later the desk's). */
  customers: '/user/customers',
  /** The month's receipts of the owner's club. */
  clubReceipts: '/user/club-receipts',
  disputedResults: '/user/disputed-results',
  privacyPolicy: '/user/privacy-policy',
  deleteProfile: '/user/delete-profile',
  admin: '/admin',
  adminClubNew: '/admin/clubs/new',
  adminAudit: '/admin/audit',
  adminApplications: '/admin/applications',
  adminRefunds: '/admin/refunds',
} as const;

/** The router's patterns of addresses that carry an id. */
export const routePatterns = {
  courtDay: `${paths.manageReservation}/court/:id`,
  walkIn: `${paths.manageReservation}/court/:id/book`,
  bookCourt: `${paths.user}/book-court/:clubID`,
  bookingPayment: `${paths.user}/book-court/:clubID/payment`,
  championshipDetails: `${paths.championshipRequest}/:id`,
  championshipPage: sharedPagePatterns.championship,
  matchDetails: sharedPagePatterns.match,
  matchRequests: `${paths.matches}/:id/request`,
  clubDetails: `${paths.user}/club/:clubID`,
  activityPayment: `${paths.user}/activities/:clubId/payment`,
  clubCourt: `${paths.clubCourts}/:id`,
  customer: `${paths.customers}/:id`,
  socialNight: sharedPagePatterns.night,
  receipt: `${paths.user}/receipt/:id`,
  adminClub: `${paths.admin}/clubs/:id`,
  adminApplication: `${paths.admin}/applications/:id`,
  invitation: '/invitation/:token',
} as const;

/** Sign-in, going on to `next` (a page of the user area) once signed in. */
export const loginPath = (next: string) =>
  next.startsWith(`${paths.user}/`)
    ? `${paths.login}?${new URLSearchParams({ next })}`
    : paths.login;

/**
 * Where a screen goes on to when it is done (signing in or up, the level's questions): the
 * `next` of its address when that is a page of the user area, null otherwise. Nothing else is
 * followed, so no link can send anyone away from the app.
 */
export function nextInUserArea(search: string | URLSearchParams): string | null {
  const next = new URLSearchParams(search).get('next');
  return next === paths.user || next?.startsWith(`${paths.user}/`) ? next : null;
}

/** The level's questions, going on to `next` (an address in the user area) when done. */
export const padelLevelPath = (next: string) =>
  `${paths.padelLevel}?${new URLSearchParams({ next })}`;

/** One of the player's receipts, printable. */
export const receiptPath = (id: string) => fill(routePatterns.receipt, { id });

/** A club in the platform admin's area. */
export const adminClubPath = (id: string) => fill(routePatterns.adminClub, { id });

/** A club's application in the platform admin's area. */
export const adminApplicationPath = (id: string) => fill(routePatterns.adminApplication, { id });

/** A customer's page in the club's list, by the id the list gives. */
export const customerPath = (id: string) => fill(routePatterns.customer, { id });

/** One of the owner's courts, to edit. */
export const clubCourtPath = (id: string) => fill(routePatterns.clubCourt, { id });

/** SPEC 2: find-match/{id}, a match's details and join form. */
export const matchDetailsPath = (id: string) => fill(routePatterns.matchDetails, { id });

/** SPEC 2: matches/{id}/request, the owner's pending requests. */
export const matchRequestsPath = (id: string) => fill(routePatterns.matchRequests, { id });

/** SPEC 2: create-match?id= edits an existing match. */
export const editMatchPath = (id: string) => `${paths.createMatch}?${new URLSearchParams({ id })}`;

/** An Americano or Mexicano night: its rounds, the reader's court and the leaderboard. */
export const socialNightPath = (id: string) => fill(routePatterns.socialNight, { id });

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

/** The chosen courts a booking-screen address carries (its comma-separated `court`). */
export function chosenCourts(search: URLSearchParams): string[] {
  return (search.get('court') ?? '').split(',').filter(Boolean);
}

/** A club's page: photo, address, courts, prices, hours; `court` and `date` carry on to booking. */
export function clubDetailsPath(clubId: string, query: { court: readonly string[]; date: string }) {
  const search = new URLSearchParams({ court: query.court.join(','), date: query.date });
  return `${fill(routePatterns.clubDetails, { clubID: clubId })}?${search}`;
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

/** Manage Reservation: the owner's whole club on one day. */
export function clubDayPath(date: string): string {
  return `${paths.manageReservation}?${new URLSearchParams({ date })}`;
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

/** One championship's page, as its players see it and share it. */
export const championshipPagePath = (id: string) => fill(routePatterns.championshipPage, { id });

/** SPEC 2: one championship's details, for its club owner. */
export function championshipDetailsPath(id: string): string {
  return fill(routePatterns.championshipDetails, { id });
}

/**
 * SPEC 2: the championship payment screen with the championship in its query (club, clubId,
 * photo, court, champion, type 'champion', inviteOnly, request, duration, price, date,
 * startTime, endTime), plus its id and currency; under the list it came from.
 */
export function championshipPaymentPath(
  from: 'championship' | 'championshipRequest',
  query: Record<string, string>,
): string {
  const screen =
    from === 'championship' ? paths.championshipPayment : paths.championshipRequestPayment;
  return `${screen}?${new URLSearchParams({ ...query, type: 'champion' })}`;
}

/** SPEC 2: activities/{clubId}/payment, for one session (`occurrence`) of the club's. */
export function activityPaymentPath(clubId: string, occurrenceId: string): string {
  const search = new URLSearchParams({ occurrence: occurrenceId });
  return `${fill(routePatterns.activityPayment, { clubId })}?${search}`;
}
