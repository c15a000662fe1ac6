import type { FieldErrors, Resolver } from 'react-hook-form';
import type { RegisterBody } from '@courtside/shared';
import { loadPhoneReader } from '@/lib/phone';
import { loadShared } from '@/lib/shared-schemas';

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

/** The length limits of a schema field, where it has them (zod 4 keeps them on the string). */
function limitsOf(rule: unknown): { minimum?: number; maximum?: number } {
  const { minLength, maxLength } = (rule ?? {}) as { minLength?: number; maxLength?: number };
  return { minimum: minLength ?? undefined, maximum: maxLength ?? undefined };
}

/**
 * Checks the form with the shared register schema through react-hook-form's zod resolver,
 * the phone first read by the one phone rule in the country the device is in (the server,
 * with no club to go by, reads only a number's international form or the spec's ten
 * digits). All load on the first check rather than with the screen, so the sign-in screens
 * paint without zod. The resolver keeps each refusal's code; the limit the form names comes
 * from the schema's field.
 */
export const registerResolver: Resolver<RegisterBody> = async (values, context, options) => {
  const [{ registerBodySchema }, { zodResolver }, reader] = await Promise.all([
    loadShared(),
    import('@hookform/resolvers/zod'),
    loadPhoneReader(),
  ]);
  const request = { ...values, phone: reader.stored(values.phone) ?? values.phone };
  const result = await zodResolver(registerBodySchema)(request, context, options);
  const errors: FieldErrors<RegisterBody> = result.errors;
  for (const field of Object.keys(errors) as (keyof RegisterBody)[]) {
    const error = errors[field];
    if (!error) continue;
    const rule = registerBodySchema.shape[field];
    error.message = refusalOf({
      code: error.type,
      path: [field],
      input: values[field],
      ...limitsOf(rule),
    });
  }
  return result;
};
