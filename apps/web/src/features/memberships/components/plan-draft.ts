import type {
  MemberDiscount,
  MembershipPeriod,
  Plan,
  PlanSaleChannel,
  PlanVisibility,
} from '@courtside/shared';
import type { Control } from 'react-hook-form';
import { minorPerMajor } from '@courtside/shared/rules';

export type DiscountKind = MemberDiscount['kind'];

/** Member prices as typed: the value as text (a percent, or an amount in major units). */
export interface DiscountDraft {
  kind: DiscountKind;
  value: string;
  /** Every court of the club, or only `courtIds`. */
  allCourts: boolean;
  courtIds: string[];
  weekdays: number[];
  fromHour: number;
  toHour: number;
}

/** The privileges as typed: empty leaves the club's own rule. */
export interface PrivilegesDraft {
  horizonDays: string;
  maxActiveBookings: string;
  maxBookingsPerDay: string;
  cancelNoticeHours: string;
}

export const privilegeNames = [
  'horizonDays',
  'maxActiveBookings',
  'maxBookingsPerDay',
  'cancelNoticeHours',
] as const satisfies ReadonlyArray<keyof PrivilegesDraft>;

/** The plan form as typed; its field names are the request body's, so refusals land on them. */
export interface PlanDraft {
  name: string;
  description: string;
  price: string;
  period: MembershipPeriod;
  visibility: PlanVisibility;
  saleChannel: PlanSaleChannel;
  discountOn: boolean;
  discount: DiscountDraft;
  privileges: PrivilegesDraft;
  graceDays: string;
  /** The customer category it is for; '' for every player. */
  categoryId: string;
}

/** The plan form's control, whatever its submit hands on. */
export type PlanControl = Control<PlanDraft, unknown, unknown>;

const toMajor = (minor: number, currency: string) => String(minor / minorPerMajor(currency));

/** Minor units of a typed amount; NaN (which the schema refuses) when it is not one. */
export function toMinor(text: string, currency: string): number {
  const value = Number(text.replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) return Number.NaN;
  return Math.round(value * minorPerMajor(currency));
}

/** A whole number as typed; NaN when it is not a number. */
const toCount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Weekday evenings at 20% off on every court: what member prices start as. */
const newDiscount: DiscountDraft = {
  kind: 'percent',
  value: '',
  allCourts: true,
  courtIds: [],
  weekdays: [1, 2, 3, 4, 5],
  fromHour: 17,
  toHour: 22,
};

export function planDraftOf(plan: Plan | null, currency: string): PlanDraft {
  if (!plan)
    return {
      name: '',
      description: '',
      price: '',
      period: 'month',
      visibility: 'public',
      saleChannel: 'both',
      discountOn: false,
      discount: newDiscount,
      privileges: {
        horizonDays: '',
        maxActiveBookings: '',
        maxBookingsPerDay: '',
        cancelNoticeHours: '',
      },
      graceDays: '7',
      categoryId: '',
    };
  const { discount, privileges } = plan;
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    name: plan.name,
    description: plan.description,
    price: toMajor(plan.price, currency),
    period: plan.period,
    visibility: plan.visibility,
    saleChannel: plan.saleChannel,
    discountOn: discount !== null,
    discount: discount
      ? {
          kind: discount.kind,
          value:
            discount.kind === 'percent'
              ? String(discount.value)
              : toMajor(discount.value, currency),
          allCourts: discount.courtIds === null,
          courtIds: discount.courtIds ?? [],
          weekdays: discount.weekdays,
          fromHour: discount.fromHour,
          toHour: discount.toHour,
        }
      : newDiscount,
    privileges: {
      horizonDays: text(privileges.horizonDays),
      maxActiveBookings: text(privileges.maxActiveBookings),
      maxBookingsPerDay: text(privileges.maxBookingsPerDay),
      cancelNoticeHours: text(privileges.cancelNoticeHours),
    },
    graceDays: String(plan.graceDays),
    categoryId: plan.category?.id ?? '',
  };
}

/** The body as the form says it, before the shared schema checks it (NaN where a number is wrong). */
export function planRequestOf(draft: PlanDraft, currency: string) {
  const { discount, privileges } = draft;
  const optional = (text: string) => (text.trim() === '' ? null : toCount(text));
  return {
    name: draft.name,
    description: draft.description,
    price: toMinor(draft.price, currency),
    period: draft.period,
    visibility: draft.visibility,
    saleChannel: draft.saleChannel,
    discount: draft.discountOn
      ? {
          kind: discount.kind,
          value:
            discount.kind === 'percent'
              ? toCount(discount.value)
              : toMinor(discount.value, currency),
          // An empty choice is sent as it is, for the schema to refuse on its field.
          courtIds: discount.allCourts ? null : discount.courtIds,
          weekdays: discount.weekdays,
          fromHour: discount.fromHour,
          toHour: discount.toHour,
        }
      : null,
    privileges: {
      horizonDays: optional(privileges.horizonDays),
      maxActiveBookings: optional(privileges.maxActiveBookings),
      maxBookingsPerDay: optional(privileges.maxBookingsPerDay),
      cancelNoticeHours: optional(privileges.cancelNoticeHours),
    },
    graceDays: toCount(draft.graceDays),
    categoryId: draft.categoryId === '' ? null : draft.categoryId,
  };
}
