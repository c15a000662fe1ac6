import {
  customerIdOf,
  localPhoneDigits,
  type CustomerBooking,
  type CustomerCategory,
  type CustomerKey,
  type CustomerSummary,
} from '@courtside/shared';
import type { customerBookings } from '#server/modules/bookings/bookings.service.js';
import type { CustomerRow } from './customer-list.repo.js';
import type { CustomerRefs } from './customers.repo.js';

/**
 * The stored phones a customer id may stand for: its digits as an international number, and,
 * ten digits long, as the spec's local number, which is stored without a country code.
 */
export function phonesOfCustomerId(customerId: string): string[] {
  if (!/^\d{6,16}$/.test(customerId)) return [];
  const international = `+${customerId}`;
  return customerId.length === localPhoneDigits ? [international, customerId] : [international];
}

export const refsOf = (row: CustomerRow): CustomerRefs => ({
  userId: row.user_id,
  deskId: row.desk_id,
});

export const keyOf = (row: CustomerRow): CustomerKey => ({
  v: row.last_visit ?? '',
  n: row.name,
  p: customerIdOf(row.phone),
});

export function toCustomerSummary(
  row: CustomerRow,
  categories: readonly CustomerCategory[],
): CustomerSummary {
  return {
    id: customerIdOf(row.phone),
    name: row.name,
    phone: row.phone,
    hasAccount: row.user_id !== null,
    addedByClub: row.desk_id !== null,
    categories: [...categories],
    lastVisit: row.last_visit,
    bookings: row.bookings,
    noShows: row.no_shows,
  };
}

type BookingRead = Awaited<ReturnType<typeof customerBookings>>[number];

export function toCustomerBooking(row: BookingRead): CustomerBooking {
  return {
    id: row.id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    courtName: row.court_name,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    walkIn: row.made_by_owner === 1,
  };
}
