import { z } from './zod.js';

// A NUL byte is refused by PostgreSQL in any text value, and half of a surrogate pair has no
// UTF-8 form: both would fail deep in the database instead of at the door.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isCleanText(value: string): boolean {
  return !value.includes('\0') && !loneSurrogate.test(value);
}

/** Every string a client sends starts here: text without NUL bytes or broken characters. */
export function textSchema() {
  return z.string().refine(isCleanText, 'Contains a NUL byte or a broken character');
}
