/** The zod-free half of customers.ts. */

/**
 * A customer of a club is named by the digits of their whole phone number (34699111222), in
 * paths and in cursors: an account and the desk's entry with the same phone are one customer.
 */
export const customerIdOf = (phone: string) => phone.replace(/\D/g, '');
