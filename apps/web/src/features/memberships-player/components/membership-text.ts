import type { Membership } from '@courtside/shared';
import { dateTimeFormat } from '@courtside/shared/rules';
import type { TFunction } from 'i18next';
import { formatPrice } from '@/lib/money';

/*
 * The plan's price per period and a membership's days are written here as the club's page
 * writes them (lib/member-terms-text): importing that module would make it a chunk of its
 * own, shared by two lazily loaded screens, and every screen's first load would name it.
 */

/** '$30.00 / month', '$200.00 once'. */
export function periodPriceText(plan: Membership['plan'], t: TFunction): string {
  return t(`memberships.terms.per.${plan.period}`, {
    price: formatPrice(plan.price, plan.currency),
  });
}

function membershipDate(instant: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(instant));
}

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
