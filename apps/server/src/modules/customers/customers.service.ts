import { createClubCategories } from './club-categories.js';
import { customerData } from './customer-data.js';
import { createCustomerEdits } from './customer-edits.js';
import { createCustomerLookup } from './customer-lookup.js';
import { createCustomerReads } from './customer-reads.js';
import type { CustomersDeps } from './customers-deps.js';

export type { CustomerSectionReader, CustomersDeps } from './customers-deps.js';

/**
 * A club's customer list (docs/decisions.md, "A club's customers"): everyone who booked, took
 * a seat or played a match there, and the people its desk added by name and phone, with the
 * club's categories and private notes about them.
 */
export function createCustomers(deps: CustomersDeps) {
  const lookup = createCustomerLookup(deps);
  return {
    ...createCustomerReads(deps, lookup),
    ...createCustomerEdits(deps, lookup),
    ...createClubCategories(deps, lookup),
    personalData: customerData,
  };
}
export type Customers = ReturnType<typeof createCustomers>;
