/** A schema's check as zod answers it, whatever the schema. */
interface Checking<T> {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[] }> } };
}

/**
 * A form's request as the shared schema (the form's resolver, as the server) reads it: the
 * body it sends, or null and the fields the schema refuses.
 */
export function checkedBody<T>(schema: Checking<T>, request: unknown) {
  const parsed = schema.safeParse(request);
  if (parsed.success) return { body: parsed.data, errors: {} };
  return {
    body: null,
    errors: Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), true])),
  };
}
