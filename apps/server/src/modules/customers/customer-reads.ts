import {
  csvText,
  type CustomerDetail,
  type CustomerListQuery,
  type CustomerPage,
} from '@courtside/shared';
import { keysetPage } from '#server/lib/keyset-page.js';
import { customerBookings } from '#server/modules/bookings/bookings.service.js';
import { customerRows, joinedAtClub } from './customer-list.repo.js';
import type { CustomerLookup } from './customer-lookup.js';
import { keyOf, refsOf, toCustomerBooking, toCustomerSummary } from './customer.mapper.js';
import type { CustomersDeps } from './customers-deps.js';
import { customersRepo } from './customers.repo.js';

/** A page shows the latest this many bookings and seats. */
const pageRows = 100;

/** The list a page at a time, a customer's page, and the whole list as CSV. */
export function createCustomerReads(deps: CustomersDeps, lookup: CustomerLookup) {
  const { db, sections = [] } = deps;
  const { clubOf, nowIso, categoriesByCustomer } = lookup;

  return {
    async list(ownerId: string, query: CustomerListQuery): Promise<CustomerPage> {
      const club = await clubOf(ownerId);
      const now = nowIso();
      const { rows, nextCursor } = await keysetPage(
        {
          read: (after, count) =>
            customerRows(db, { clubId: club.id, nowIso: now, q: query.q, after, count }),
          keyOf,
        },
        { limit: query.limit, after: query.cursor },
      );
      const categoriesOf = await categoriesByCustomer(club.id, rows);
      return { items: rows.map((row) => toCustomerSummary(row, categoriesOf(row))), nextCursor };
    },

    async detail(ownerId: string, customerId: string): Promise<CustomerDetail> {
      const club = await clubOf(ownerId);
      const row = await lookup.customerAt(club, customerId);
      const who = { clubId: club.id, userId: row.user_id, phone: row.phone };
      const [summary, notes, bookings, joined, extra] = await Promise.all([
        lookup.summaryOf(club, row),
        customersRepo.notesOf(db, club.id, refsOf(row)),
        customerBookings(db, { ...who, limit: pageRows }),
        row.user_id ? joinedAtClub(db, club.id, row.user_id, pageRows) : [],
        Promise.all(sections.map((section) => section(db, who))),
      ]);
      return {
        ...summary,
        note: notes.join('\n\n'),
        bookingList: bookings.map(toCustomerBooking),
        joined: joined.map((visit) => ({
          kind: visit.kind as 'activity' | 'night' | 'match',
          at: visit.at,
        })),
        noShowDates: bookings
          .filter((booking) => booking.payment_status === 'no_show')
          .map((booking) => booking.starts_at),
        sections: extra,
      };
    },

    /** Every customer: name, phone, categories, bookings, last visit, no-shows. */
    async csv(ownerId: string): Promise<string> {
      const club = await clubOf(ownerId);
      const rows = await customerRows(db, { clubId: club.id, nowIso: nowIso() });
      const categoriesOf = await categoriesByCustomer(club.id, rows);
      return csvText([
        ['name', 'phone', 'categories', 'bookings', 'last_visit', 'no_shows'],
        ...rows.map((row) => [
          row.name,
          row.phone,
          categoriesOf(row)
            .map((category) => category.name)
            .join('; '),
          row.bookings,
          row.last_visit ?? '',
          row.no_shows,
        ]),
      ]);
    },
  };
}
