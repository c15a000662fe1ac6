import {
  cashNoShowLimit,
  cashNoShowWindowDays,
  conflictCodes,
  utcToClubLocal,
  type MemberPrivileges,
} from '@courtside/shared';
import { conflict } from '#server/lib/domain-error.js';
import type { Tx } from '#server/db/transaction.js';
import type { CourtTime } from '#server/modules/court-time/court-time.service.js';
import type { BookingRules } from '../booking-rules.js';
import {
  cashStanding,
  liveBookingStartsAt,
  ownLiveHold,
  type CashStanding,
} from '../bookings.repo.js';
import type { ValidBooking } from './validate.js';

/**
 * Limits that stop one account from blocking a club's courts: a few unpaid hosted payments
 * at once, a few future bookings to pay in cash at one club. Checked after the payer's row
 * is locked, so parallel requests of one player count each other. Resuming one's own hold
 * of this very slot is never refused: it adds no hold.
 */
export async function checkBookingLimits(
  tx: Tx,
  deps: { courtTime: CourtTime; rules: BookingRules; nowIso: string },
  booking: Pick<
    ValidBooking,
    'caller' | 'hosted' | 'method' | 'walkIn' | 'place' | 'startsAt' | 'body'
  > & { member?: ValidBooking['member'] },
): Promise<void> {
  const { rules } = deps;
  await checkMemberLimits(tx, deps.nowIso, booking);
  if (booking.hosted) {
    const holds = await deps.courtTime.liveHoldCount(tx, booking.caller.id);
    if (holds >= rules.maxLiveHolds && !(await holdsThisSlot(tx, booking, deps.nowIso)))
      throw conflict(
        conflictCodes.TOO_MANY_HOLDS,
        `You have ${holds} unpaid bookings waiting for payment; pay or cancel one first (at most ${rules.maxLiveHolds})`,
      );
  }
  if (booking.method === 'cash' && !booking.walkIn) {
    const club = booking.place.club;
    const standing = await cashStanding(tx.db, {
      userId: booking.caller.id,
      clubId: club.id,
      nowIso: deps.nowIso,
      sinceIso: noShowWindowStart(deps.nowIso),
    });
    refuseAfterNoShows(standing);
    const due = standing.dueAtClub;
    if (due >= rules.maxFutureCashBookings)
      throw conflict(
        conflictCodes.TOO_MANY_CASH_BOOKINGS,
        `You already have ${due} upcoming bookings to pay in cash at ${club.name} (at most ${rules.maxFutureCashBookings})`,
      );
  }
}

/**
 * A member's plan limits their live bookings at the club: how many upcoming at once, and how
 * many on one day (the club's day). Resuming one's own hold of this slot adds nothing.
 */
async function checkMemberLimits(
  tx: Tx,
  nowIso: string,
  booking: Pick<ValidBooking, 'caller' | 'place' | 'startsAt' | 'body'> & {
    member?: ValidBooking['member'];
  },
): Promise<void> {
  const privileges = booking.member?.privileges;
  if (!privileges || (!privileges.maxActiveBookings && !privileges.maxBookingsPerDay)) return;
  const over = await memberLimitReached(tx, nowIso, booking, privileges);
  // Resuming one's own hold of this very slot adds no booking.
  if (!over || (await holdsThisSlot(tx, booking, nowIso))) return;
  if (over === 'upcoming')
    throw conflict(
      conflictCodes.MEMBER_BOOKING_LIMIT,
      'Your membership allows no more upcoming bookings at this club',
    );
  throw conflict(
    conflictCodes.MEMBER_DAY_LIMIT,
    'Your membership allows no more bookings on this day at this club',
  );
}

/** Which of a member's limits their live bookings at the club already reach, if any. */
async function memberLimitReached(
  tx: Tx,
  nowIso: string,
  booking: Pick<ValidBooking, 'caller' | 'place' | 'body'>,
  privileges: MemberPrivileges,
): Promise<'upcoming' | 'day' | null> {
  const { time_zone: timeZone, id: clubId } = booking.place.club;
  const query = { userId: booking.caller.id, clubId, nowIso, fromIso: nowIso };
  const starts = await liveBookingStartsAt(tx.db, query);
  const { maxActiveBookings: most, maxBookingsPerDay: mostADay } = privileges;
  if (most && starts.length >= most) return 'upcoming';
  const date = booking.body.date;
  const sameDay = starts.filter((row) => utcToClubLocal(row.starts_at, timeZone).date === date);
  return mostADay && sameDay.length >= mostADay ? 'day' : null;
}

async function holdsThisSlot(
  tx: Tx,
  booking: Pick<ValidBooking, 'caller' | 'place' | 'startsAt' | 'body'>,
  nowIso: string,
): Promise<boolean> {
  const slot = {
    userId: booking.caller.id,
    courtId: booking.place.court.id,
    startsAt: booking.startsAt,
    durationMinutes: booking.body.duration,
  };
  return (await ownLiveHold(tx.db, slot, nowIso)) !== undefined;
}

const dayMs = 86_400_000;

const noShowWindowStart = (nowIso: string) =>
  new Date(Date.parse(nowIso) - cashNoShowWindowDays * dayMs).toISOString();

/**
 * A player who did not come to 3 bookings to pay at the club in 90 days may no longer choose
 * cash at any club, until the oldest of those no-shows is 90 days old.
 */
function refuseAfterNoShows({ noShows }: CashStanding): void {
  if (noShows.length < cashNoShowLimit) return;
  const oldest = noShows[noShows.length - cashNoShowLimit]!;
  const until = new Date(Date.parse(oldest) + cashNoShowWindowDays * dayMs).toISOString();
  throw conflict(
    conflictCodes.CASH_BLOCKED_NO_SHOWS,
    `You did not come to ${noShows.length} bookings you were to pay at the club in the last ${cashNoShowWindowDays} days, so paying in cash is not offered to you until ${until.slice(0, 10)}; pay online or with coins`,
  );
}
