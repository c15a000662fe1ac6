import type { TFunction } from 'i18next';
import type { ClubDayCell } from '@courtside/shared';

/** Who holds an hour, in a word: a name when there is one, otherwise what kind of thing. */
export function occupantName(t: TFunction, occupant: ClubDayCell): string {
  if (occupant.name) return occupant.name;
  if (occupant.kind === 'booking' && occupant.madeByOwner) return t('clubDay.walkIn');
  return t(`clubDay.kind.${occupant.kind}`);
}
