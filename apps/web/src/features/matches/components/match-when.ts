import type { Match, SeatHolder } from '@courtside/shared';

/** The match's day and hours as the device shows them, e.g. 'Tue 24 Nov' and '18:00 – 19:00'. */
export function matchWhen(match: Pick<Match, 'date' | 'end_time'>, language: string) {
  const day = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  // Clock times read the same in every language (as the slot grid shows them), left to right.
  const hour = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return {
    day: day.format(new Date(match.date)),
    hours: `${hour.format(new Date(match.date))} – ${hour.format(new Date(match.end_time))}`,
  };
}

export const levelRange = (match: Pick<Match, 'padelLevelMin' | 'padelLevelMax'>) =>
  `${match.padelLevelMin.toFixed(1)} – ${match.padelLevelMax.toFixed(1)}`;

/** The seats of a match as the shared seat rules read them. */
export const seatHolders = (match: Pick<Match, 'participants'>): SeatHolder[] =>
  match.participants.map((seat) =>
    seat === null ? null : seat.reserved ? 'reserved' : { userId: seat.id },
  );
