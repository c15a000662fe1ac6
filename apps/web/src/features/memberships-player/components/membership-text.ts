import type { Membership } from '@courtside/shared';
import type { TFunction } from 'i18next';
import { membershipDate } from '@/lib/member-terms-text';

/** 'Active', 'Payment due — pay by 3 Feb 2027', 'Lapsed'. */
export function statusText(membership: Membership, t: TFunction, locale: string): string {
  const { status, graceEndsAt } = membership;
  if (status === 'due' && graceEndsAt)
    return t('memberships.player.status.dueBy', { date: membershipDate(graceEndsAt, locale) });
  return t(`memberships.player.status.${status}`);
}

/**
 * When the paid period ends and what happens then: 'Renews on …' or 'Ends on …'; a one-off
 * plan's member is one for good. Nothing for a membership not (or no longer) running.
 */
export function periodText(membership: Membership, t: TFunction, locale: string): string | null {
  const { status, periodEndsAt, renews } = membership;
  if (status !== 'active') return null;
  if (!periodEndsAt) return t('memberships.player.forGood');
  const date = membershipDate(periodEndsAt, locale);
  return t(renews ? 'memberships.player.renewsOn' : 'memberships.player.endsOn', { date });
}

/** What the player may still do with a membership. */
export function membershipChoices(membership: Membership) {
  const { status, periodEndsAt } = membership;
  const running = status === 'active' || status === 'due';
  return {
    /** A one-off plan has no renewal to stop. */
    toggleRenewal: running && (periodEndsAt !== null || status === 'due'),
    cancel: running || status === 'pending',
    pay: status === 'pending' || status === 'due',
    receipt: membership.payment?.status === 'succeeded',
  };
}
