import type { MemberDiscount, MemberPrivileges } from '@courtside/shared';
import { hourLabel } from '@courtside/shared/rules';
import type { TFunction } from 'i18next';
import { leftToRight } from '@/lib/bidi';
import { formatPrice } from '@/lib/money';
import { weekdayNames } from '@/lib/peak-text';

/** The week as a club reads it, Monday first. */
const week = [1, 2, 3, 4, 5, 6, 0];

/** 'Every day', 'Mon–Fri' for a run of days, else 'Mon, Wed, Sat'. */
export function weekdaysText(weekdays: readonly number[], t: TFunction, names = weekdayNames()) {
  const chosen = week.filter((day) => weekdays.includes(day));
  if (chosen.length === 7) return t('memberships.owner.summary.everyDay');
  const first = week.indexOf(chosen[0]!);
  const run = chosen.every((day, at) => week[first + at] === day);
  // Day names are words of the language, so a run reads in its direction unaided.
  if (run && chosen.length > 2) return `${names[chosen[0]!]}–${names[chosen[chosen.length - 1]!]}`;
  return chosen.map((day) => names[day]).join(', ');
}

/** '20% off · Mon–Fri · 17:00–22:00 · 2 courts': member prices on one line. */
export function discountText(discount: MemberDiscount, currency: string, t: TFunction): string {
  const price =
    discount.kind === 'percent'
      ? t('memberships.owner.summary.percent', { value: discount.value })
      : t(`memberships.owner.summary.${discount.kind}`, {
          amount: formatPrice(discount.value, currency),
        });
  const allDay = discount.fromHour === 0 && discount.toHour === 24;
  return [
    price,
    weekdaysText(discount.weekdays, t),
    allDay
      ? t('memberships.owner.summary.allDay')
      : leftToRight(`${hourLabel(discount.fromHour)}–${hourLabel(discount.toHour % 24)}`),
    discount.courtIds === null
      ? t('memberships.owner.summary.allCourts')
      : t('memberships.owner.summary.courts', { count: discount.courtIds.length }),
  ].join(' · ');
}

/** 'Books 14 days ahead · 3 bookings a day': the privileges a plan sets, or none. */
export function privilegesText(privileges: MemberPrivileges, t: TFunction): string | null {
  const texts = (
    [
      ['horizonDays', privileges.horizonDays],
      ['maxActiveBookings', privileges.maxActiveBookings],
      ['maxBookingsPerDay', privileges.maxBookingsPerDay],
      ['cancelNoticeHours', privileges.cancelNoticeHours],
    ] as const
  )
    .filter(([, count]) => count !== null)
    .map(([name, count]) => t(`memberships.owner.privilegeSummary.${name}`, { count }));
  return texts.length > 0 ? texts.join(' · ') : null;
}
