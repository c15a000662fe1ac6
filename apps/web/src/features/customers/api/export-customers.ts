import { apiRequest } from '@/lib/api-client';

const csvText = { parse: (data: unknown) => String(data) };

/** GET /owner/customers/export: every customer of the club, as CSV text. */
export function fetchCustomersCsv(): Promise<string> {
  return apiRequest('/owner/customers/export', { schema: csvText, answer: 'text' });
}
