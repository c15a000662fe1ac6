import type { ReadableStreamReadResult } from 'node:stream/web';

/** One server-sent event as the stream carried it. */
export interface ReceivedEvent {
  event: string;
  data: unknown;
}

/**
 * Opens a server-sent event stream over real HTTP, as the web app does (fetch with a bearer
 * token), and hands out its events one at a time.
 */
export async function openEventStream(url: string, token: string) {
  const aborter = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    signal: aborter.signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  // A read that outlived a timeout is kept for the next call, so no chunk is dropped.
  let pending: Promise<ReadableStreamReadResult<string>> | null = null;

  function take(): ReceivedEvent | undefined {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end < 0) return undefined;
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(
        block
          .split('\n')
          .filter((line) => !line.startsWith(':') && line.includes(': '))
          .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
      );
      if (fields.event) return { event: fields.event, data: JSON.parse(fields.data ?? 'null') };
    }
  }

  return {
    response,
    /** The next event, or null when none comes within `withinMs`. */
    async next(withinMs = 3_000): Promise<ReceivedEvent | null> {
      const queued = take();
      if (queued) return queued;
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), withinMs));
      for (;;) {
        pending ??= reader.read();
        const chunk = await Promise.race([pending, timeout]);
        if (chunk === null) return null;
        pending = null;
        if (chunk.done) return null;
        buffer += chunk.value;
        const event = take();
        if (event) return event;
      }
    },
    /** Whether the server ends the stream within `withinMs` (events before the end are skipped). */
    async ended(withinMs = 3_000): Promise<boolean> {
      const timeout = new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), withinMs));
      for (;;) {
        pending ??= reader.read();
        const chunk = await Promise.race([pending.catch(() => ({ done: true as const })), timeout]);
        if (chunk === 'open') return false;
        pending = null;
        if (chunk.done) return true;
        buffer += chunk.value;
      }
    },
    close: () => aborter.abort(),
  };
}
