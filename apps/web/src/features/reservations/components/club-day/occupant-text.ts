import type { TFunction } from 'i18next';
import type { ClubDayCell } from '@courtside/shared';

/** Who holds an hour, in a word: a name when there is one, otherwise what kind of thing. */
export function occupantName(t: TFunction, occupant: ClubDayCell): string {
  if (occupant.name) return occupant.name;
  if (occupant.kind === 'booking' && occupant.madeByOwner) return t('clubDay.walkIn');
  return t(`clubDay.kind.${occupant.kind}`);
}

const shareStates = [
  ['paid', 'paid'],
  ['atClub', 'at_club'],
  ['toPay', 'to_pay'],
  ['open', 'open'],
] as const;

/** A match's four seats by how their shares stand: '2 Paid · 1 At the club · 1 Open'. */
export function sharesText(t: TFunction, occupant: ClubDayCell): string | null {
  if (!occupant.shares) return null;
  const { shares } = occupant;
  return shareStates
    .filter(([field]) => shares[field] > 0)
    .map(([field, word]) => `${shares[field]} ${t(`matches.seatShare.${word}`)}`)
    .join(' · ');
}
