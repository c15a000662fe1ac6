import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';

/** A shared zod schema of a request body (packages/shared), as the resolver takes it. */
export interface RequestSchema<Body> {
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

/**
 * Checks a form with the shared schema the server checks its request with: the values as
 * typed are turned into the request body, which the schema parses. Each refusal lands on the
 * body's path, the form field's name wherever the two agree; submit hands on the parsed body.
 */
export function requestResolver<Values extends FieldValues, Body>(
  schema: RequestSchema<Body>,
  toRequest: (values: Values) => unknown = (values) => values,
  { leaveToServer }: RequestResolverOptions = {},
): Resolver<Values, unknown, Body> {
  const check = zodResolver(schema);
  type Result = Awaited<ReturnType<Resolver<Values, unknown, Body>>>;
  return async (values, context, options): Promise<Result> => {
    const request = toRequest(values) as FieldValues;
    const result = await check(
      request,
      context,
      options as unknown as ResolverOptions<FieldValues>,
    );
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
