import type { QueryClient } from '@tanstack/react-query';
import type { LatLng, Sport } from '@courtside/shared';

/*
 * The query keys of each feature's data, each factory going from its broadest key to the
 * narrowest, so that a change invalidates exactly what it touched (a key covers every key that
 * starts with it). They live in lib, not in the features, because a change in one feature
 * touches another's data: a booking paid in coins moves the coin balance.
 */

export const eventKeys = {
  all: ['events'] as const,
};

/** The club the signed-in person runs or works at, and the club's staff (its owner's screen). */
export const staffKeys = {
  all: ['staff'] as const,
  myPost: () => [...staffKeys.all, 'my-post'] as const,
  ofClub: () => [...staffKeys.all, 'club'] as const,
};

/** A club's weekly series. */
export const seriesKeys = {
  all: ['series'] as const,
  ofClub: () => [...seriesKeys.all, 'club'] as const,
};

export const clubKeys = {
  all: ['clubs'] as const,
  list: (sport: Sport) => [...clubKeys.all, 'list', sport] as const,
  /** The clubs a page at a time, nearest the (coarse) position first. */
  nearby: (sport: Sport, capacity: number | null, position: LatLng | null) =>
    [
      ...clubKeys.all,
      'nearby',
      sport,
      capacity,
      position ? `${position.latitude},${position.longitude}` : null,
    ] as const,
  courts: (clubId: string, courtIds: readonly string[]) =>
    [...clubKeys.all, clubId, 'courts', courtIds.join(',')] as const,
  courtPrice: (clubId: string, courtId: string) =>
    [...clubKeys.all, clubId, 'price', courtId] as const,
  /** Each court's closed hours on one day (opening hours, closures). */
  closed: (clubId: string, date: string | null) =>
    [...clubKeys.all, clubId, 'closed', date] as const,
  /** The club's week of opening hours and how today stands, for its page. */
  opening: (clubId: string) => [...clubKeys.all, clubId, 'opening'] as const,
  /** Whether the player marked the club as a favourite, for its page. */
  favourite: (clubId: string) => [...clubKeys.all, clubId, 'favourite'] as const,
};

export const bookingKeys = {
  all: ['bookings'] as const,
  mine: () => [...bookingKeys.all, 'mine'] as const,
  /** The player's bookings not yet started (Upcoming). */
  upcoming: () => [...bookingKeys.mine(), 'upcoming'] as const,
  /** The player's started bookings, page by page (History). */
  history: () => [...bookingKeys.mine(), 'history'] as const,
  /** The player's own holds, waiting for their hosted payment. */
  holds: () => [...bookingKeys.all, 'holds'] as const,
  /** The taken hours of every day and court shown so far. */
  days: () => [...bookingKeys.all, 'day'] as const,
  day: (date: string | null, courtIds: readonly string[]) =>
    [...bookingKeys.days(), date, courtIds.join(',')] as const,
};

export const reservationKeys = {
  all: ['reservations'] as const,
  ownerCourts: () => [...reservationKeys.all, 'courts'] as const,
  /** One court's reservations on every day shown so far. */
  court: (courtId: string) => [...reservationKeys.all, 'court', courtId] as const,
  courtDay: (courtId: string, date: string) => [...reservationKeys.court(courtId), date] as const,
};

/** The owner's whole club on each day shown: every court and what holds each hour. */
export const clubDayKeys = {
  all: ['club-day'] as const,
  day: (date: string) => [...clubDayKeys.all, date] as const,
};
export const coinKeys = {
  all: ['coins'] as const,
  balance: () => [...coinKeys.all, 'balance'] as const,
  packs: () => [...coinKeys.all, 'packs'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  /** The pages of the notifications screen. */
  list: () => [...notificationKeys.all, 'list'] as const,
  /** The unread count on the Menu tab, kept current by the live stream. */
  unread: () => [...notificationKeys.all, 'unread'] as const,
};

export const championshipKeys = {
  all: ['championships'] as const,
  /** Book Champion's list of one day. */
  list: (date: string) => [...championshipKeys.all, 'list', date] as const,
  /** The signed-in user's championships with their tabs. */
  mine: (userId: string) => [...championshipKeys.all, 'mine', userId] as const,
  detail: (id: string) => [...championshipKeys.all, 'detail', id] as const,
  /** A championship's season: fixtures, tables, scorers and bracket. */
  season: (id: string) => [...championshipKeys.all, 'season', id] as const,
  /** The reader's next championship matches. */
  myFixtures: () => [...championshipKeys.all, 'my-fixtures'] as const,
  freeCourts: (from: string, to: string) => [...championshipKeys.all, 'courts', from, to] as const,
};

export const activityKeys = {
  all: ['activities'] as const,
  /** Upcoming sessions as the viewer sees them (seats left, their own seat): both reads. */
  upcoming: () => [...activityKeys.all, 'upcoming'] as const,
  /** One club's, whole. */
  list: (club: string) => [...activityKeys.upcoming(), 'club', club] as const,
  /** A page at a time, with the list's filters. */
  pages: (filters: { club: string; date: string }) =>
    [...activityKeys.upcoming(), 'pages', filters] as const,
  /** The sessions the owner runs or the coach coaches, with participants. */
  sessions: () => [...activityKeys.all, 'sessions'] as const,
  coaches: () => [...activityKeys.all, 'coaches'] as const,
  freeCourts: (plan: string) => [...activityKeys.all, 'courts', plan] as const,
};

/** Americano and Mexicano nights: the list, and each night with its rounds and leaderboard. */
export const socialKeys = {
  all: ['socials'] as const,
  list: () => [...socialKeys.all, 'list'] as const,
  night: (id: string) => [...socialKeys.all, 'night', id] as const,
};

/** The chats of matches (and of any subject with a chat), each newest page first. */
export const chatKeys = {
  all: ['chats'] as const,
  of: (base: string) => [...chatKeys.all, base] as const,
};

/** The owner's own club (the forms that create things at it). */
export const ownerClubKeys = {
  all: ['owner-club'] as const,
};

/** What the owner's club sells of each sport: game lengths and how often games start. */
export const saleTermsKeys = { all: ['sale-terms'] as const };

/** The owner's customer list: its pages per search, each customer's page, the categories. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (q: string) => [...customerKeys.lists(), q] as const,
  one: (id: string) => [...customerKeys.all, 'one', id] as const,
  categories: () => [...customerKeys.all, 'categories'] as const,
};

export const matchKeys = {
  all: ['matches'] as const,
  /** Find Match with its filters. */
  lists: () => [...matchKeys.all, 'list'] as const,
  list: (filters: { date?: string; club?: string; level?: number }) =>
    [...matchKeys.lists(), filters] as const,
  mine: (userId: string) => [...matchKeys.all, 'user', userId] as const,
  detail: (id: string) => [...matchKeys.all, 'detail', id] as const,
  padelUsers: (q: string) => [...matchKeys.all, 'padel-users', q] as const,
  /** The courts the match form offers at a start: lists change them as matches take them. */
  courts: (query: Record<string, string>) => [...matchKeys.lists(), 'courts', query] as const,
  /** Under padel-users: starring a player refreshes both. */
  favorites: () => [...matchKeys.all, 'padel-users', { starred: true }] as const,
  playedWith: () => [...matchKeys.all, 'played-with'] as const,
};

/**
 * A match changed (created, edited, cancelled, asked to join, answered): the lists it is on,
 * its details and the court hours it holds.
 */
export async function invalidateAfterMatch(queryClient: QueryClient, matchId?: string) {
  // Asking to join, or leaving, changes who may read the match's chat. Not waited for: what
  // the player is told of the change must not wait on the chat.
  void queryClient.invalidateQueries({ queryKey: chatKeys.all });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: matchKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: [...matchKeys.all, 'user'] }),
    ...(matchId ? [queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) })] : []),
    queryClient.invalidateQueries({ queryKey: bookingKeys.days() }),
  ]);
}

/** Match results, the club's disputed ones and players' levels. */
export const resultKeys = {
  all: ['results'] as const,
  ofMatch: (matchId: string) => [...resultKeys.all, 'match', matchId] as const,
  disputed: () => [...resultKeys.all, 'disputed'] as const,
  level: (userId: string) => [...resultKeys.all, 'level', userId] as const,
};

/** A result was recorded, answered or decided: results, levels and the match cards' levels. */
export async function invalidateAfterResult(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: resultKeys.all }),
    queryClient.invalidateQueries({ queryKey: matchKeys.all }),
  ]);
}

export const paymentKeys = {
  all: ['payments'] as const,
  detail: (id: string | null) => [...paymentKeys.all, id] as const,
};

/** A player's memberships: each club's plans with theirs there, and the list of their own. */
export const membershipKeys = {
  all: ['memberships'] as const,
  clubPlans: (clubId: string) => [...membershipKeys.all, 'club', clubId] as const,
  mine: () => [...membershipKeys.all, 'mine'] as const,
};

/** Which provider takes each hosted method: the server's set-up, apart from any payment. */
export const paymentProviderKeys = { all: ['payment-providers'] as const };

/**
 * A player's booking was placed, paid or cancelled: their bookings and holds, the taken hours
 * and the coin balance (a coin payment or a refund in coins) changed.
 */
export async function invalidateAfterBooking(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.mine() }),
    queryClient.invalidateQueries({ queryKey: bookingKeys.holds() }),
    queryClient.invalidateQueries({ queryKey: bookingKeys.days() }),
    queryClient.invalidateQueries({ queryKey: coinKeys.balance() }),
  ]);
}

/** Push on this device, and the kinds the person has pushed. */
export const pushKeys = {
  all: ['push'] as const,
  device: () => [...pushKeys.all, 'device'] as const,
  settings: () => [...pushKeys.all, 'settings'] as const,
  /** Whether the person has answered the offer to turn push on, on this device. */
  offerAnswered: () => [...pushKeys.all, 'offer-answered'] as const,
};

export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
  batBrands: () => [...profileKeys.all, 'bat-brands'] as const,
  /** The account's e-mail, its verification and what is sent to it. */
  email: () => [...profileKeys.all, 'email'] as const,
};

/** The platform admin's clubs and audit log. */
export const adminKeys = {
  all: ['admin'] as const,
  clubs: () => [...adminKeys.all, 'clubs'] as const,
  club: (id: string) => [...adminKeys.clubs(), 'one', id] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  refunds: () => [...adminKeys.all, 'refunds'] as const,
  applications: () => [...adminKeys.all, 'applications'] as const,
  application: (id: string) => [...adminKeys.applications(), 'one', id] as const,
};
