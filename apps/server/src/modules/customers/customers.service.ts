import {
  csvText,
  maxCustomerCategories,
  type CustomerCategory,
  type CustomerDetail,
  type CustomerListQuery,
  type CustomerPage,
  type CustomerSection,
  type NewCustomerBody,
  conflictCodes,
} from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { isUniqueViolation } from '#server/db/db-errors.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { Clock } from '#server/lib/clock.js';
import { phoneInClub } from '#server/lib/club-phone.js';
import { conflict, invalidField, notFound } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { keysetPage } from '#server/lib/keyset-page.js';
import { customerBookings } from '#server/modules/bookings/bookings.service.js';
import type { ClubRow, ClubsService } from '#server/modules/clubs/clubs.service.js';
import { userReads } from '#server/modules/users/users.service.js';
import {
  clubsVisitedBy,
  customerByPhone,
  customerRows,
  joinedAtClub,
  type CustomerRow,
} from './customer-list.repo.js';
import {
  customerIdOf,
  keyOf,
  phoneOfCustomerId,
  refsOf,
  toCustomerBooking,
  toCustomerSummary,
} from './customer.mapper.js';
import { customersRepo, type CustomerRefs } from './customers.repo.js';

/**
 * A part of a customer's page that another module gives (memberships, recurring series):
 * it reads what it keeps about the customer at the club.
 */
export type CustomerSectionReader = (
  db: Kysely<Database>,
  customer: { clubId: string; userId: string | null; phone: string },
) => Promise<CustomerSection>;

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  clubs: Pick<ClubsService, 'access'>;
  /** The page's sections from later modules, in the order shown. */
  sections?: readonly CustomerSectionReader[];
}

/** A page shows the latest this many bookings and seats. */
const pageRows = 100;

/**
 * A club's customer list (docs/decisions.md, "A club's customers"): everyone who booked, took
 * a seat or played a match there, and the people its desk added by name and phone.
 */
export function createCustomers({ db, clock, clubs, sections = [] }: Deps) {
  const clubOf = (ownerId: string) => clubs.access.clubRunBy(ownerId, 'customers');
  const nowIso = () => clock.now().toISOString();

  async function categoriesByCustomer(clubId: string, rows: readonly CustomerRow[]) {
    const memberships = await customersRepo.membershipsOf(db, clubId, rows.map(refsOf));
    return (row: CustomerRow): CustomerCategory[] => {
      const seen = new Map<string, CustomerCategory>();
      for (const m of memberships)
        if (
          (row.user_id !== null && m.user_id === row.user_id) ||
          (row.desk_id !== null && m.club_customer_id === row.desk_id)
        )
          seen.set(m.id, { id: m.id, name: m.name });
      return [...seen.values()];
    };
  }

  async function customerAt(club: ClubRow, customerId: string): Promise<CustomerRow> {
    const phone = phoneOfCustomerId(customerId);
    const row = await customerByPhone(db, { clubId: club.id, nowIso: nowIso(), phone });
    if (!row) throw notFound('Customer');
    return row;
  }

  /** Where the club's notes and categories about a customer are kept: see decisions.md. */
  async function targetOf(tx: Tx, club: ClubRow, row: CustomerRow): Promise<CustomerRefs> {
    if (row.user_id !== null) return { userId: row.user_id, deskId: null };
    if (row.desk_id !== null) return { userId: null, deskId: row.desk_id };
    const deskId = newId();
    await customersRepo.insertDeskEntry(tx.db, {
      id: deskId,
      club_id: club.id,
      name: row.name,
      phone: row.phone,
      created_at: nowIso(),
    });
    return { userId: null, deskId };
  }

  async function summaryOf(club: ClubRow, row: CustomerRow) {
    const categoriesOf = await categoriesByCustomer(club.id, [row]);
    return toCustomerSummary(row, categoriesOf(row));
  }

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

    /** The desk adds someone by name and phone; a phone the club has an entry for is a 409. */
    async add(ownerId: string, body: NewCustomerBody) {
      const club = await clubOf(ownerId);
      const phone = phoneInClub(body.phone, club.time_zone);
      try {
        await customersRepo.insertDeskEntry(db, {
          id: newId(),
          club_id: club.id,
          name: body.name,
          phone,
          created_at: nowIso(),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw conflict(conflictCodes.CUSTOMER_EXISTS, 'This phone is already on the list');
      }
      return summaryOf(club, await customerAt(club, customerIdOf(phone)));
    },

    async detail(ownerId: string, customerId: string): Promise<CustomerDetail> {
      const club = await clubOf(ownerId);
      const row = await customerAt(club, customerId);
      const who = { clubId: club.id, userId: row.user_id, phone: row.phone };
      const [summary, notes, bookings, joined, extra] = await Promise.all([
        summaryOf(club, row),
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

    async setNote(ownerId: string, customerId: string, note: string) {
      const club = await clubOf(ownerId);
      const row = await customerAt(club, customerId);
      await inTransaction(db, async (tx) => {
        const target = await targetOf(tx, club, row);
        await customersRepo.setNote(tx.db, {
          clubId: club.id,
          ref: refsOf(row),
          target,
          note,
          at: nowIso(),
        });
      });
    },

    async setCategories(ownerId: string, customerId: string, categoryIds: string[]) {
      const club = await clubOf(ownerId);
      const row = await customerAt(club, customerId);
      const known = new Set((await customersRepo.categoriesOf(db, club.id)).map((c) => c.id));
      const wanted = [...new Set(categoryIds)];
      if (wanted.some((id) => !known.has(id)))
        throw invalidField('body.categoryIds', 'Not a category of this club');
      await inTransaction(db, async (tx) => {
        const target = await targetOf(tx, club, row);
        await customersRepo.setCategories(tx.db, {
          clubId: club.id,
          ref: refsOf(row),
          target,
          categoryIds: wanted,
        });
      });
      return summaryOf(club, await customerAt(club, customerId));
    },

    async categories(ownerId: string): Promise<CustomerCategory[]> {
      return customersRepo.categoriesOf(db, (await clubOf(ownerId)).id);
    },

    /** A new category; a name the club has, or one past the club's limit, is a 409. */
    async addCategory(ownerId: string, name: string): Promise<CustomerCategory> {
      const club = await clubOf(ownerId);
      const existing = await customersRepo.categoriesOf(db, club.id);
      if (existing.length >= maxCustomerCategories)
        throw conflict(conflictCodes.CATEGORY_LIMIT, 'A club has 50 categories at most');
      const category = { id: newId(), name };
      try {
        await customersRepo.insertCategory(db, {
          ...category,
          club_id: club.id,
          created_at: nowIso(),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw conflict(conflictCodes.CATEGORY_EXISTS, 'The club has a category of this name');
      }
      return category;
    },

    async removeCategory(ownerId: string, categoryId: string): Promise<void> {
      const club = await clubOf(ownerId);
      const removed = await inTransaction(db, (tx) =>
        customersRepo.deleteCategory(tx.db, club.id, categoryId),
      );
      if (!removed) throw notFound('Category');
    },

    /** The list as CSV, every customer: name, phone, categories, bookings, last visit, no-shows. */
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

    /**
     * What clubs' lists hold about an account: the notes and categories about it go with it
     * (the desk's own entries are the club's); Download my data names the clubs where the
     * person is a customer and the categories they are in there, not the clubs' notes.
     */
    personalData: {
      erase: (tx: Tx, userId: string) => customersRepo.eraseAccount(tx.db, userId),
      exportOf: async (from: Kysely<Database>, userId: string) => {
        const phone = (await userReads.accountsOf(from, [userId])).get(userId)?.phone;
        const [visited, entered, categories] = await Promise.all([
          clubsVisitedBy(from, userId),
          phone ? customersRepo.clubsWithDeskEntry(from, phone) : [],
          customersRepo.categoriesOfAccount(from, userId),
        ]);
        const clubIds = [
          ...new Set([...visited, ...entered, ...categories.map((c) => c.club_id)]),
        ].sort();
        return {
          customerOf: clubIds.map((clubId) => ({
            clubId,
            categories: categories.filter((c) => c.club_id === clubId).map((c) => c.name),
          })),
        };
      },
    },
  };
}
export type Customers = ReturnType<typeof createCustomers>;
