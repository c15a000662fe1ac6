import type { TFunction } from 'i18next';
import type { ClubDayCell } from '@courtside/shared';

/** Who holds an hour, in a word: a name when there is one, otherwise what kind of thing. */
export function occupantName(t: TFunction, occupant: ClubDayCell): string {
  if (occupant.name) return occupant.name;
  if (occupant.kind === 'booking' && occupant.madeByOwner) return t('clubDay.walkIn');
  return t(`clubDay.kind.${occupant.kind}`);
}

const paymentStates = ['succeeded', 'due_at_club', 'pending', 'no_show', 'cancelled'] as const;

/** 'Card · Paid', 'Cash at the club · To pay at the club', or null when nothing is paid. */
export function paymentText(t: TFunction, occupant: ClubDayCell): string | null {
  if (!occupant.paymentStatus) return null;
  const state =
    paymentStates.find((known) => known === occupant.paymentStatus) ?? ('other' as const);
  const stateText = t(`clubDay.paymentState.${state}`);
  return occupant.paymentMethod
    ? `${t(`paymentMethods.${occupant.paymentMethod}`)} · ${stateText}`
    : stateText;
}
