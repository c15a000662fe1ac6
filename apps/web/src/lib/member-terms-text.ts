import type { PaymentMethod } from '@courtside/shared';
import type {
  MemberDiscountRule,
  MemberPrivileges,
  MembershipPeriod,
  PlanSaleChannel,
} from '@courtside/shared/rules';
import { dateTimeFormat, hourLabel } from '@courtside/shared/rules';
import i18next, { type TFunction } from 'i18next';
import { leftToRight } from './bidi';
import { currentLanguage } from './i18n';
import { formatPrice } from './money';
import { weekdayNames } from './peak-text';

// The week read from Monday, so that Monday to Friday is one run (0 is Sunday).
const weekFromMonday = [1, 2, 3, 4, 5, 6, 0];

/** 'Mon–Fri', 'Sat, Sun', 'Mon, Wed–Fri': runs of three days or more joined by a dash. */
export function weekdaysText(weekdays: readonly number[], names = weekdayNames()): string {
  const runs: number[][] = [];
  for (const day of weekFromMonday.filter((day) => weekdays.includes(day))) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (
      run &&
      previous !== undefined &&
      weekFromMonday.indexOf(previous) + 1 === weekFromMonday.indexOf(day)
    )
      run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${names[run[0]!]}–${names[run.at(-1)!]}`] : run.map((day) => names[day]!),
    )
    .join(', ');
}

/** When a discount applies: 'Mon–Fri 17:00–22:00', 'every day 08:00–12:00', 'Sat, Sun'. */
function whenText(discount: MemberDiscountRule, t: TFunction): string {
  const days =
    discount.weekdays.length === 7
      ? t('memberships.terms.everyDay')
      : weekdaysText(discount.weekdays);
  if (discount.fromHour === 0 && discount.toHour === 24) return days;
  const hours = `${hourLabel(discount.fromHour)}–${hourLabel(discount.toHour % 24)}`;
  // In right-to-left text the range would read backwards: it is kept left to right.
  return `${days} ${i18next.dir(currentLanguage()) === 'rtl' ? leftToRight(hours) : hours}`;
}

/** Where it applies: every court, or the courts named (ids the club no longer has are left out). */
function whereText(
  courtIds: readonly string[] | null,
  courtNames: ReadonlyMap<string, string>,
  t: TFunction,
): string {
  const named = (courtIds ?? []).flatMap((id) => courtNames.get(id) ?? []);
  if (courtIds === null || named.length === 0) return t('memberships.terms.everyCourt');
  return t('memberships.terms.onCourts', { courts: named.join(', ') });
}

/** '20% off Mon–Fri 17:00–22:00 on every court', in the plan's currency for amounts. */
export function discountText(
  discount: MemberDiscountRule,
  currency: string,
  t: TFunction,
  courtNames: ReadonlyMap<string, string> = new Map(),
): string {
  const when = whenText(discount, t);
  const where = whereText(discount.courtIds, courtNames, t);
  if (discount.kind === 'percent')
    return t('memberships.terms.percentOff', { percent: discount.value, when, where });
  const price = formatPrice(discount.value, currency);
  return t(
    discount.kind === 'amount' ? 'memberships.terms.amountOff' : 'memberships.terms.hourly',
    { price, when, where },
  );
}

/** The privileges in words, one line each; a privilege the plan leaves to the club says nothing. */
export function privilegeLines(privileges: MemberPrivileges, t: TFunction): string[] {
  const { horizonDays, maxActiveBookings, maxBookingsPerDay, cancelNoticeHours } = privileges;
  const lines: string[] = [];
  if (horizonDays !== null) lines.push(t('memberships.terms.horizon', { count: horizonDays }));
  if (maxActiveBookings !== null)
    lines.push(t('memberships.terms.upcoming', { count: maxActiveBookings }));
  if (maxBookingsPerDay !== null)
    lines.push(t('memberships.terms.perDay', { count: maxBookingsPerDay }));
  if (cancelNoticeHours === 0) lines.push(t('memberships.terms.cancelUntilStart'));
  else if (cancelNoticeHours !== null)
    lines.push(t('memberships.terms.cancelNotice', { count: cancelNoticeHours }));
  return lines;
}

/** Everything a plan gives its members, in words: its member prices, then its privileges. */
export function memberTermLines(
  plan: { discount: MemberDiscountRule | null; privileges: MemberPrivileges; currency: string },
  t: TFunction,
  courtNames?: ReadonlyMap<string, string>,
): string[] {
  return [
    ...(plan.discount ? [discountText(plan.discount, plan.currency, t, courtNames)] : []),
    ...privilegeLines(plan.privileges, t),
  ];
}

/** '€30.00 / month', '€200.00 once'. */
export function planPriceText(
  plan: { price: number; currency: string; period: MembershipPeriod },
  t: TFunction,
): string {
  return t(`memberships.terms.per.${plan.period}`, {
    price: formatPrice(plan.price, plan.currency),
  });
}

/** A membership's day (its renewal, its end, its last day of grace) in the reader's words. */
export function membershipDate(instant: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(instant));
}

/** The ways a plan is paid: the providers and coins in the app, cash at the club's desk. */
export function planMethods(saleChannel: PlanSaleChannel): PaymentMethod[] {
  const inApp: PaymentMethod[] = ['wallet', 'mobile', 'card'];
  if (saleChannel === 'app') return [...inApp, 'coins'];
  if (saleChannel === 'club') return ['cash'];
  return [...inApp, 'cash', 'coins'];
}
