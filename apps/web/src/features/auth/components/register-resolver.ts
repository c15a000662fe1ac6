import type { FieldErrors, Resolver } from 'react-hook-form';
import type { RegisterBody } from '@courtside/shared';

/** Why a field was refused, as the form tells it: a reason and the limit it broke, if any. */
export type RefusalReason = 'required' | 'tooShort' | 'tooLong' | 'format';

interface Issue {
  code: string;
  path: PropertyKey[];
  input?: unknown;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

/** Encoded into the form error's message, e.g. "tooLong:200", and read back by the form. */
export function refusalOf(issue: Issue): string {
  if (issue.code === 'too_small') {
    const empty = issue.input === '' || Number(issue.minimum) <= 1;
    return empty ? 'required' : `tooShort:${issue.minimum}`;
  }
  if (issue.code === 'too_big') return `tooLong:${issue.maximum}`;
  return 'format';
}

export function readRefusal(message: string): { reason: RefusalReason; limit?: string } {
  const [reason, limit] = message.split(':');
  return { reason: reason as RefusalReason, limit };
}

/**
 * Checks the form with the shared register schema, whose code (zod) loads on the first check
 * rather than with the screen, so the sign-in screens paint without it.
 */
export const registerResolver: Resolver<RegisterBody> = async (values) => {
  const { registerBodySchema } = await import('@courtside/shared');
  const parsed = registerBodySchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<RegisterBody> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof RegisterBody;
    errors[field] ??= { type: issue.code, message: refusalOf(issue as Issue) };
  }
  return { values: {}, errors };
};
