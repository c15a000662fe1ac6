import { ApiError } from './api-client';

/**
 * The fields a server refusal names, as the form calls them (without the `body.` of the
 * request's part), with the server's message for each; none when it named no field.
 */
export function refusedFields(error: unknown): Array<{ field: string; message: string }> {
  if (!(error instanceof ApiError)) return [];
  return (error.body.details ?? []).map(({ field, message }) => ({
    field: field.replace(/^body\./, ''),
    message,
  }));
}
