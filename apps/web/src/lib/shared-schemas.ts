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
 * A shared schema for a call's answer. Once zod has loaded, the answer is checked before it is
 * used. Until then it is used as it came and checked once the screen has shown it
 * (`sharedWhenQuiet`): the server sends every answer through the same schema
 * (app.setSerializerCompiler), so only an app older or newer than its server can get one that
 * fails, and the first screen need not wait for zod (docs/decisions.md, "Answers show before
 * zod loads").
 */
export function sharedSchema<K extends SchemaName>(
  name: K,
): { parse: (data: unknown) => ParsedBy<Shared[K]> } {
  const schemaOf = (shared: Shared) =>
    shared[name] as unknown as {
      parse: (data: unknown) => ParsedBy<Shared[K]>;
      safeParse: (data: unknown) => { success: boolean };
    };
  return {
    parse: (data) => {
      if (loadedShared) return schemaOf(loadedShared).parse(data);
      void sharedWhenQuiet().then((shared) => {
        if (!schemaOf(shared).safeParse(data).success) reportMismatch(name);
      });
      return data as ParsedBy<Shared[K]>;
    },
  };
}

/**
 * How long no answer has come before the checks load. Building every shared schema holds a
 * phone's main thread for most of a second: five quiet seconds keep it off the seconds in
 * which a person first reads and taps the screen.
 */
export const quietMs = 5_000;
/** What a screen shows while its code or answers are on their way (skeletons, spinners). */
const placeholders = '[data-skeleton], [role="progressbar"], [aria-busy="true"]';
/** Past this, the checks load whatever the screen shows (a spinner that never ends). */
export const longestWaitMs = 20_000;
let waiting: Array<(shared: Shared) => void> = [];
let waitingSince = 0;
let quietTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The shared package, loaded once the page has loaded, no answer has come for a quiet while
 * and the screen shows no placeholder: zod never competes with a first screen's downloads.
 */
export function sharedWhenQuiet(): Promise<Shared> {
  if (loadedShared) return Promise.resolve(loadedShared);
  return new Promise((resolve) => {
    if (waiting.length === 0) waitingSince = Date.now();
    waiting.push(resolve);
    if (document.readyState === 'complete') restartQuiet();
    else window.addEventListener('load', restartQuiet, { once: true });
  });
}

function restartQuiet(): void {
  clearTimeout(quietTimer);
  quietTimer = setTimeout(loadForWaiting, quietMs);
}

/** Whether the screen still shows a placeholder, unless it has since `since` for too long. */
const placeholderShownSince = (since: number): boolean =>
  document.querySelector(placeholders) !== null && Date.now() - since < longestWaitMs;

function loadForWaiting(): void {
  if (placeholderShownSince(waitingSince))
    return void (quietTimer = setTimeout(loadForWaiting, quietMs / 4));
  const ready = waiting;
  waiting = [];
  loadShared().then(
    (shared) => ready.forEach((resolve) => resolve(shared)),
    // Offline: those waiting wait on, for the next answer's quiet while.
    () => void (waiting = [...ready, ...waiting]),
  );
}

const mismatchHandlers = new Set<() => void>();

/** What the app does when an answer did not match its schema (look for a new version). */
export function onAnswerMismatch(handler: () => void): () => void {
  mismatchHandlers.add(handler);
  return () => mismatchHandlers.delete(handler);
}

function reportMismatch(name: string): void {
  console.error(`An answer did not match ${name}: the server runs another version of the app.`);
  mismatchHandlers.forEach((handler) => handler());
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
 * A shared schema for a check a form makes as it is filled in, or null until zod has loaded,
 * which starts once the screen has painted: until then the form cannot be sent.
 */
export function useSharedSchema<K extends SchemaName>(name: K): Shared[K] | null {
  const [shared, setShared] = useState(loadedShared);
  useEffect(() => {
    if (shared) return;
    let shown = true;
    // A failed load leaves the form unsendable; the next answer's load tries again.
    sharedOnceShown().then(
      (loaded) => shown && setShared(loaded),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [shared]);
  return shared ? shared[name] : null;
}

/**
 * The shared package once the screen has painted and shows no placeholder: a form's checks
 * follow the screen rather than compete with its first paint (20 s at most).
 */
function sharedOnceShown(): Promise<Shared> {
  const since = Date.now();
  return new Promise((resolve, reject) => {
    const look = () => {
      if (placeholderShownSince(since)) return void setTimeout(look, quietMs / 20);
      loadShared().then(resolve, reject);
    };
    requestAnimationFrame(() => setTimeout(look, 0));
  });
}

/** A shared schema by its name, with zod, loaded on first use. */
export async function loadSharedSchema<K extends SchemaName>(name: K): Promise<Shared[K]> {
  return (await loadShared())[name];
}
