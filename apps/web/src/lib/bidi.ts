// Unicode's left-to-right isolate, first-strong isolate and their end.
const ltrIsolate = '\u2066';
const firstStrongIsolate = '\u2068';
const endIsolate = '\u2069';

/**
 * Keeps a run that must read left to right (a range such as '2.0 – 3.5', a currency code) in
 * one piece inside right-to-left text, where it can sit in a plain string (a chip's label, an
 * interpolated message) that a `<bdi>` element cannot wrap.
 */
export const leftToRight = (text: string) => `${ltrIsolate}${text}${endIsolate}`;

/** A name kept in one piece, in its own direction, inside a line of the other direction. */
export const isolated = (text: string) => `${firstStrongIsolate}${text}${endIsolate}`;
