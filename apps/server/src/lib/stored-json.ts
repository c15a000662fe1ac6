/** A JSON column's value as the person should see it in an export: the value, not its text. */
export function storedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
