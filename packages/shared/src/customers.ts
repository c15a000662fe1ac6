import { z } from './zod.js';
import { textSchema } from './text.js';
import { idSchema } from './ids.js';
import { clubPhoneSchema } from './auth.js';
import { bookingStatusSchema } from './bookings.js';
import { currencySchema } from './money.js';
import { paymentMethodSchema, paymentStatusSchema } from './payments.js';
import { cursorQuerySchema, pageLimitSchema, pageSchemaOf } from './page-cursor.js';

export * from './customers-rules.js';

/** A club has at most this many customer categories. */
export const maxCustomerCategories = 50;

/**
 * A customer of a club is named by the digits of their whole phone number (`customerIdOf`): an
 * account and the desk's entry with the same phone are one customer (docs/decisions.md).
 * Clients treat it as an opaque id; one that names no customer of the club is a 404.
 */
export const customerIdSchema = idSchema;
export const customerParamsSchema = z.object({ customerId: customerIdSchema });

/** A category a club puts customers in; a future plan or price names it by its id. */
export const customerCategorySchema = z.object({ id: idSchema, name: z.string() });
export type CustomerCategory = z.infer<typeof customerCategorySchema>;
export const customerCategoryListSchema = z.array(customerCategorySchema);
export const customerCategoryIdSchema = idSchema;
export const customerCategoryParamsSchema = z.object({ categoryId: customerCategoryIdSchema });
export const customerCategoryBodySchema = z
  .object({ name: textSchema().trim().min(1, 'Required').max(40) })
  .strict();
export type CustomerCategoryBody = z.infer<typeof customerCategoryBodySchema>;

/** The list's sort key: last visit (empty: never), name, phone digits. */
export const customerKeySchema = z
  .object({ v: z.string().max(40), n: z.string().max(200), p: z.string().max(20) })
  .strict();
export type CustomerKey = z.infer<typeof customerKeySchema>;

/** GET /owner/customers: `q` matches a name's letters or, typed as digits, a phone's. */
export const customerListQuerySchema = z.object({
  q: textSchema().trim().max(80).optional(),
  limit: pageLimitSchema,
  cursor: cursorQuerySchema(customerKeySchema).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerSummarySchema = z.object({
  id: customerIdSchema,
  name: z.string(),
  phone: z.string(),
  /** Whether an account has this phone; false for the desk's own entries and walk-ins. */
  hasAccount: z.boolean(),
  /** Whether the desk added this person by name and phone. */
  addedByClub: z.boolean(),
  categories: z.array(customerCategorySchema),
  /** The latest visit begun (a booking, seat or match), null before the first. */
  lastVisit: z.string().nullable(),
  bookings: z.number().int(),
  noShows: z.number().int(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export const customerPageSchema = pageSchemaOf(customerSummarySchema);
export type CustomerPage = z.infer<typeof customerPageSchema>;

/** POST /owner/customers: the desk adds someone by name and phone. */
export const newCustomerBodySchema = z
  .object({ name: textSchema().trim().min(1, 'Required').max(80), phone: clubPhoneSchema })
  .strict();
export type NewCustomerBody = z.infer<typeof newCustomerBodySchema>;

export const customerNoteBodySchema = z.object({ note: textSchema().trim().max(2000) }).strict();
export type CustomerNoteBody = z.infer<typeof customerNoteBodySchema>;

export const customerCategoriesBodySchema = z
  .object({ categoryIds: z.array(customerCategoryIdSchema).max(maxCustomerCategories) })
  .strict();
export type CustomerCategoriesBody = z.infer<typeof customerCategoriesBodySchema>;

export const customerBookingSchema = z.object({
  id: idSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  courtName: z.string(),
  status: bookingStatusSchema,
  amount: z.number().int(),
  currency: currencySchema,
  paymentMethod: paymentMethodSchema.nullable(),
  paymentStatus: paymentStatusSchema.nullable(),
  /** Booked by the desk for them, rather than by their account. */
  walkIn: z.boolean(),
});
export type CustomerBooking = z.infer<typeof customerBookingSchema>;

/**
 * A part of a customer's page another module gives (memberships, recurring series): its key
 * names the section's title in the app, each item a line of it.
 */
export const customerSectionSchema = z.object({
  key: z.string(),
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      at: z.string().nullable(),
      status: z.string().nullable(),
    }),
  ),
});
export type CustomerSection = z.infer<typeof customerSectionSchema>;

export const customerDetailSchema = customerSummarySchema.extend({
  note: z.string(),
  /** Their bookings at the club, latest first (the latest 100), each with its payment. */
  bookingList: z.array(customerBookingSchema),
  /** Seats at sessions and nights, and places in matches, at the club, latest first. */
  joined: z.array(z.object({ kind: z.enum(['activity', 'night', 'match']), at: z.string() })),
  /** When their booked hours were marked no-shows, latest first. */
  noShowDates: z.array(z.string()),
  sections: z.array(customerSectionSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
