import type { FieldError, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
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
  { leaveToServer }: RequestResolverOptions = {},
): Resolver<Values, unknown, Body> {
  let check: ReturnType<typeof loadCheck<Body>> | undefined;
  type Result = Awaited<ReturnType<Resolver<Values, unknown, Body>>>;
  return async (values, context, options): Promise<Result> => {
    const request = toRequest(values) as FieldValues;
    check ??= loadCheck<Body>(schemaName);
    const result = await (
      await check
    )(request, context, options as unknown as ResolverOptions<FieldValues>);
    const errors = Object.entries(result.errors).filter(
      ([path, error]) => !leaveToServer?.(path, error as FieldError),
    );
    if (errors.length === Object.keys(result.errors).length) {
      return result as Result;
    }
    return errors.length > 0
      ? { values: {}, errors: Object.fromEntries(errors) as Result['errors'] }
      : { values: request as Body, errors: {} };
  };
}
