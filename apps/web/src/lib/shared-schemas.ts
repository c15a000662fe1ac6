import { useEffect, useState } from 'react';
import type * as shared from '@courtside/shared';

export type Shared = typeof shared;
/** What a shared export answers once it has parsed, when it is a schema. */
export type ParsedBy<T> = T extends { parse: (data: unknown) => infer Parsed } ? Parsed : never;
/** The names of the shared package's zod schemas. */
export type SchemaName = {
  [K in keyof Shared]: ParsedBy<Shared[K]> extends never ? never : K;
}[keyof Shared];

/**
 * A shared schema that arrives with zod on its first answer. Every screen asks for its answers
 * with one: it paints before any answer comes, so it need not wait for zod (docs/decisions.md,
 * "Every screen paints without zod").
 */
export function sharedSchema<K extends SchemaName>(
  name: K,
): { parse: (data: unknown) => Promise<ParsedBy<Shared[K]>> } {
  // Asked for with the request rather than after its answer: the two travel side by side.
  const loading = loadShared();
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

/**
 * The shared package with its schemas and zod, loaded on first use. Every such load goes
 * through here: each place that loads a chunk lazily carries the list of the chunks it needs,
 * and the shared package's list is long.
 */
export const loadShared = (): Promise<Shared> =>
  import('@courtside/shared').then((shared) => (loadedShared = shared));
let loadedShared: Shared | null = null;

/**
 * A shared schema for a check a form makes as it is filled in, or null until zod has loaded
 * (the screen's first answer usually brought it already): until then the form cannot be sent.
 */
export function useSharedSchema<K extends SchemaName>(name: K): Shared[K] | null {
  const [shared, setShared] = useState(loadedShared);
  useEffect(() => {
    if (shared) return;
    let shown = true;
    // A failed load leaves the form unsendable; the next answer's load tries again.
    loadShared().then(
      (loaded) => shown && setShared(loaded),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [shared]);
  return shared ? shared[name] : null;
}

/** A shared schema by its name, with zod, loaded on first use. */
export async function loadSharedSchema<K extends SchemaName>(name: K): Promise<Shared[K]> {
  return (await loadShared())[name];
}
