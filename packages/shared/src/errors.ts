import { z } from './zod.js';

export { errorCodes } from './errors-rules.js';
export type { ErrorCode } from './errors-rules.js';

/** The one error body every failing API call answers with (ARCHITECTURE 4). */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  details: z
    .array(
      z.object({
        field: z.string(),
        message: z.string(),
      }),
    )
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

// A missing field reads "Required" in every error message, on both sides, rather than zod's
// "expected string, received undefined".
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined,
});
