import type { Match, SeatHolder } from '@courtside/shared';
import { dateTimeFormat, matchTabOf } from '@courtside/shared/rules';
import { leftToRight } from '@/lib/bidi';

/**
 * The match's day and hours on the club's clock (its IANA time zone), whatever the device's
 * zone, as the booking grid shows them: e.g. 'Tue 24 Nov' and '18:00 – 19:00'.
 */
export function matchWhen(
  match: Pick<Match, 'date' | 'end_time'> & { club: Pick<Match['club'], 'timeZone'> },
  language: string,
) {
  const { timeZone } = match.club;
  const day = dateTimeFormat(language, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  // Clock times read the same in every language (as the slot grid shows them), left to right.
  const hour = dateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return {
    day: day.format(new Date(match.date)),
    hours: `${hour.format(new Date(match.date))} – ${hour.format(new Date(match.end_time))}`,
  };
}

/** '2.0 – 3.5', kept left to right wherever it is written (an Arabic chip would read '3.5 – 2.0'). */
export const levelRange = (match: Pick<Match, 'padelLevelMin' | 'padelLevelMax'>) =>
  leftToRight(`${match.padelLevelMin.toFixed(1)} – ${match.padelLevelMax.toFixed(1)}`);

/** The seats of a match as the shared seat rules read them. */
export const seatHolders = (match: Pick<Match, 'participants'>): SeatHolder[] =>
  match.participants.map((seat) =>
    seat === null ? null : seat.reserved ? 'reserved' : { userId: seat.id },
  );

/**
 * Where a match sits in the user's My matches (SPEC 4 Match list tabs): the shared tab rule
 * the server also applies to GET /user/{userId}/match, so a match moves to Archived on the
 * screen the moment it starts.
 */
export function tabOfMatch(
  match: Pick<Match, 'date' | 'participants' | 'matchOwner' | 'myRequest'>,
  userId: string,
  now = new Date(),
) {
  const seats = seatHolders(match);
  return matchTabOf(
    { startsAt: match.date, seats },
    {
      isOwner: match.matchOwner.id === userId,
      isSeated: seats.some(
        (seat) => seat !== null && seat !== 'reserved' && seat.userId === userId,
      ),
      hasPendingRequest: match.myRequest === 'pending',
    },
    now,
  );
}
