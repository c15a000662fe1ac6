import type { FieldError, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { loadPhoneReader } from './phone';
import { loadSharedSchema, type ParsedBy, type SchemaName, type Shared } from './shared-schemas';

/** A shared zod schema of a request body (packages/shared), as the resolver takes it. */
interface RequestSchema<Body> {
  _zod: { input: FieldValues; output: Body };
}

interface RequestResolverOptions {
  /**
   * Refusals this form leaves to the server, which answers them in the reader's language
   * (e.g. a rule read on the server's clock, or a field the form does not show). When only
   * such refusals remain, the request goes as built, unparsed.
   */
  leaveToServer?: (path: string, error: FieldError) => boolean;
  /**
   * The body's phone fields, read by the one phone rule before the schema checks them (in
   * the club's country when the form names its time zone, else the device's): each goes in
   * its stored form, and one the rule cannot read is refused on its field ('phone').
   */
  phones?: { fields: readonly string[]; clubTimeZone?: () => string | null | undefined };
}

type Phones = NonNullable<RequestResolverOptions['phones']>;

/** Reads the request's phones in place; answers the refusals of those it cannot read. */
async function readPhones(request: FieldValues, { fields, clubTimeZone }: Phones) {
  const reader = await loadPhoneReader(clubTimeZone?.());
  const refused: Record<string, FieldError> = {};
  for (const field of fields) {
    const typed: unknown = request[field];
    if (typeof typed !== 'string' || typed.trim() === '') continue;
    const stored = reader.stored(typed);
    if (stored === null) refused[field] = { type: 'phone', message: 'phone' };
    else request[field] = stored;
  }
  return refused;
}

/** zod's resolver for the named shared schema, both loaded with the form's first check. */
async function loadCheck<Body>(name: SchemaName) {
  const [schema, { zodResolver }] = await Promise.all([
    loadSharedSchema(name),
    import('@hookform/resolvers/zod'),
  ]);
  return zodResolver(schema as unknown as RequestSchema<Body>);
}

/**
 * Checks a form with the shared schema the server checks its request with (named, so zod
 * loads with the first check, not with the screen): the values as typed are turned into the
 * request body, which the schema parses. Each refusal lands on the body's path, the form
 * field's name wherever the two agree; submit hands on the parsed body.
 */
export function requestResolver<
  Values extends FieldValues,
  Name extends SchemaName,
  Body = ParsedBy<Shared[Name]>,
>(
  schemaName: Name,
  toRequest: (values: Values) => unknown = (values) => values,
  { leaveToServer, phones }: RequestResolverOptions = {},
): Resolver<Values, unknown, Body> {
  let check: ReturnType<typeof loadCheck<Body>> | undefined;
  type Result = Awaited<ReturnType<Resolver<Values, unknown, Body>>>;
  return async (values, context, options): Promise<Result> => {
    const request = toRequest(values) as FieldValues;
    const refused = phones ? await readPhones(request, phones) : {};
    check ??= loadCheck<Body>(schemaName);
    const result = await (
      await check
    )(request, context, options as unknown as ResolverOptions<FieldValues>);
    const kept = Object.entries(result.errors).filter(
      ([path, error]) => !leaveToServer?.(path, error as FieldError),
    );
    const unchanged = kept.length === Object.keys(result.errors).length;
    if (unchanged && Object.keys(refused).length === 0) return result as Result;
    const errors = [...kept, ...Object.entries(refused)];
    return errors.length > 0
      ? { values: {}, errors: Object.fromEntries(errors) as Result['errors'] }
      : { values: request as Body, errors: {} };
  };
}
