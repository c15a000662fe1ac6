import {
  levelFits,
  matchEndsAt,
  matchTabOf,
  pricePerPlayer,
  reservedSeatId,
  type Match,
  type MatchPlayer,
  type MatchRequest,
  type PartnerAnswer,
  type SeatHolder,
  type ClubDayCell,
} from '@courtside/shared';
import { personName } from '#server/modules/users/users.service.js';
import type { MatchRecord, PersonRow, RequestRow } from './matches.repo.js';
import { seatedIds, seatsOf } from './seat-holders.js';
import { myShareOf, seatSharesOf, type MatchMoney } from './share.mapper.js';

export const partnersOf = (request: RequestRow): string[] => JSON.parse(request.partners);

/** The partners a request named, in its order, each with their answer to it. */
export function partnerAsksOf(
  record: Pick<MatchRecord, 'partnerAnswers'>,
  request: RequestRow,
): Array<{ userId: string; answer: PartnerAnswer }> {
  return partnersOf(request).map((userId) => ({
    userId,
    answer:
      record.partnerAnswers.find((row) => row.request_id === request.id && row.user_id === userId)
        ?.answer ?? 'pending',
  }));
}

const reservedPlayer: MatchPlayer = {
  id: reservedSeatId,
  firstName: 'Reserved seat',
  lastName: null,
  photo: null,
  padelLevel: null,
  reserved: true,
};

export function toPlayer(person: PersonRow | undefined, id: string): MatchPlayer {
  return {
    id,
    firstName: person?.first_name ?? '',
    lastName: person?.last_name ?? null,
    photo: person?.photo ?? null,
    padelLevel: person?.padel_level ?? null,
    reserved: false,
  };
}

/** Everyone a match's answer names: its seats, its owner, its requesters and their partners. */
export function peopleOf(record: MatchRecord): string[] {
  return [
    record.match.owner_id,
    ...seatedIds(seatsOf(record)),
    ...record.requests.flatMap((request) => [request.user_id, ...partnersOf(request)]),
  ];
}

function toRequest(
  record: MatchRecord,
  request: RequestRow,
  people: Map<string, PersonRow>,
): MatchRequest {
  const player = (id: string) => toPlayer(people.get(id), id);
  return {
    id: request.id,
    user: player(request.user_id),
    phone: request.phone,
    isConfirmed: request.status === 'pending' ? null : request.status === 'confirmed',
    partners: partnerAsksOf(record, request).map(({ userId, answer }) => ({
      ...player(userId),
      answer,
    })),
  };
}

export interface CourtView {
  id: string;
  name: string;
  price: number | null;
  currency: string | null;
}

export interface MatchViewContext {
  people: Map<string, PersonRow>;
  /** Who asks: they see their own request, and all pending ones if they own the match. */
  callerId: string;
  /** Whose tab the answer shows (the caller, or the user whose matches are listed). */
  tabFor: string;
  court: CourtView | null;
  now: Date;
  money: MatchMoney;
  /** The caller's current padel level (moved by results), null when they set none. */
  callerLevel: number | null;
}

function tabOf(record: MatchRecord, seats: SeatHolder[], userId: string, now: Date) {
  const pending = record.requests.some(
    (request) => request.user_id === userId && request.status === 'pending',
  );
  return matchTabOf(
    { startsAt: record.match.starts_at, seats },
    {
      isOwner: record.match.owner_id === userId,
      isSeated: seatedIds(seats).includes(userId),
      hasPendingRequest: pending,
    },
    now,
  );
}

/**
 * The owner sees every pending request; anyone else their own, and the pending ones naming
 * them as a partner (which they answer).
 */
function requestsFor(record: MatchRecord, callerId: string) {
  const pending = record.requests.filter((request) => request.status === 'pending');
  const mine = record.requests.find((request) => request.user_id === callerId);
  if (record.match.owner_id === callerId) return { pending, shown: pending, mine };
  const namingMe = pending.filter((request) => partnersOf(request).includes(callerId));
  return { pending: [], shown: [...(mine ? [mine] : []), ...namingMe], mine };
}

function courtWithShare(court: CourtView | null): Match['court'] {
  if (!court) return null;
  return { ...court, pricePerPlayer: court.price === null ? null : pricePerPlayer(court.price) };
}

function participantOf(seat: SeatHolder, people: Map<string, PersonRow>): MatchPlayer | null {
  if (seat === null) return null;
  if (seat === 'reserved') return reservedPlayer;
  return toPlayer(people.get(seat.userId), seat.userId);
}

export function toMatch(record: MatchRecord, context: MatchViewContext): Match {
  const { match } = record;
  const seats = seatsOf(record);
  const { pending, shown, mine } = requestsFor(record, context.callerId);
  const placement = tabOf(record, seats, context.tabFor, context.now);
  return {
    id: match.id,
    date: match.starts_at,
    end_time: matchEndsAt(match.starts_at, match.duration_minutes),
    duration: String(match.duration_minutes) as Match['duration'],
    club: {
      id: match.club_id,
      name: match.club_name,
      photo: match.club_photo,
      timeZone: match.club_time_zone,
    },
    court: courtWithShare(context.court),
    gender: match.gender,
    courtType: match.court_type,
    privacy: match.privacy,
    padelLevelMin: match.level_min,
    padelLevelMax: match.level_max,
    description: match.description,
    matchOwner: toPlayer(context.people.get(match.owner_id), match.owner_id),
    participants: seats.map((seat) => participantOf(seat, context.people)),
    reservedSeats: seats.filter((seat) => seat === 'reserved').length,
    cancelled: match.status === 'cancelled',
    request: shown.map((request) => toRequest(record, request, context.people)),
    pendingRequests: pending.length,
    myRequest: mine?.status ?? null,
    tab: placement?.tab ?? null,
    notPlayed: placement?.notPlayed ?? false,
    seatShares: seatSharesOf(record, context.money),
    myShare: myShareOf(record, context.money, context.callerId),
    fillDeadline: match.fill_deadline,
    coverEmptySeats: match.cover_empty === 1,
    openJoin: match.open_join === 1,
    atYourLevel: levelFits(context.callerLevel, { min: match.level_min, max: match.level_max }),
  };
}

/** How a match shows on the owner's day grid: its organiser, its hours and its shares. */
export const matchOrganiser = (row: {
  starts_at: string;
  duration_minutes: number;
  first_name: string;
  last_name: string | null;
  phone: string;
  shares: NonNullable<ClubDayCell['shares']>;
}) => ({
  name: personName(row.first_name, row.last_name) || null,
  phone: row.phone,
  startsAt: row.starts_at,
  endsAt: matchEndsAt(row.starts_at, row.duration_minutes),
  shares: row.shares,
});
