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

/** The sign-up form as it opens. */
export const emptyRegisterForm: RegisterBody = {
  username: '',
  Name: '',
  phone: '',
  isFootball: false,
  isPadel: false,
  password: '',
};

const nothingTyped = (values: RegisterBody) =>
  (Object.keys(emptyRegisterForm) as (keyof RegisterBody)[]).every(
    (field) => values[field] === emptyRegisterForm[field],
  );

const emptyFormRefused = {
  values: {},
  errors: { username: { type: 'too_small', message: 'required' } },
} as const;

/**
 * What the checks need: zod with the shared schemas, the form's zod resolver and the phone
 * rule. The form asks for them when a field is first focused: built at once, the shared
 * schemas held the screen's main thread for a fifth of a second, at its first paint.
 */
const loadRegisterChecks = () =>
  Promise.all([loadShared(), import('@hookform/resolvers/zod'), loadPhoneReader()]);

/** Starts loading the checks; a failed load is tried again by the first check. */
export function prepareRegisterChecks(): void {
  loadRegisterChecks().catch(() => undefined);
}

/**
 * Checks the form with the shared register schema through react-hook-form's zod resolver,
 * the phone first read by the one phone rule in the country the device is in (the server,
 * with no club to go by, reads only a number's international form or the spec's ten
 * digits). All load as a field is first focused, or at the first check, rather than with the
 * screen, so the sign-in screens paint without zod. The resolver keeps each refusal's code; the limit the form names comes
 * from the schema's field.
 */
export const registerResolver: Resolver<RegisterBody> = async (values, context, options) => {
  // The form asks whether it is whole as it opens (its button waits for that), before anyone
  // has typed: an empty form is not, which needs no schema, so nothing loads with the screen.
  // A field left is checked on its own (one name), with the schema, and says why.
  if ((options.names?.length ?? 0) > 1 && nothingTyped(values)) return emptyFormRefused;
  const [{ registerBodySchema }, { zodResolver }, reader] = await loadRegisterChecks();
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
