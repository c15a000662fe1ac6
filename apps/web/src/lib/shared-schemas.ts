import type * as shared from '@courtside/shared';

type Shared = typeof shared;
/** What a shared export answers once it has parsed, when it is a schema. */
type ParsedBy<T> = T extends { parse: (data: unknown) => infer Parsed } ? Parsed : never;
/** The names of the shared package's zod schemas. */
type SchemaName = {
  [K in keyof Shared]: ParsedBy<Shared[K]> extends never ? never : K;
}[keyof Shared];

/**
 * A shared schema that arrives with zod on its first answer. For the first screen of the
 * user area and its shell, which paint before any answer comes, so they need not wait for
 * zod (docs/decisions.md, "The signed-in home paints without zod").
 */
export function sharedSchema<K extends SchemaName>(
  name: K,
): { parse: (data: unknown) => Promise<ParsedBy<Shared[K]>> } {
  // Asked for with the request rather than after its answer: the two travel side by side.
  const loading = import('@courtside/shared');
  // A failed load is the answer's to report, when it is parsed; none is left unhandled.
  loading.catch(() => undefined);
  return {
    parse: async (data) => {
      const schema = (await loading)[name] as unknown as {
        parse: (data: unknown) => ParsedBy<Shared[K]>;
      };
      return schema.parse(data);
    },
  };
}
