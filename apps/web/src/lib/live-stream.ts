import { useEffect } from 'react';

const firstRetryMs = 3_000;
const longestRetryMs = 60_000;

/** Reads each event of a stream: its name and its data as sent. */
export type StreamListener = (event: string, data: string) => void;

/** A server-sent event stream a screen keeps open while it shows. */
export interface LiveSource {
  /** Opens the stream: an answer read as it comes (`openEventStream`, api/event-stream-request.ts). */
  open(signal: AbortSignal): Promise<Response>;
  /** What reads its events, loaded as the stream opens (after the first paint) with what it needs. */
  listener(): Promise<StreamListener>;
  /** Each time the stream opens: whatever was said before it, or while it was closed, was missed. */
  onOpen?(): void;
}

interface FollowHandlers {
  onOpen(): void;
  /** The server spoke on the stream (an event, or its `retry:` hint): the stream is healthy. */
  onHeard(): void;
  /** The server's `retry:` hint: how long to wait before opening the stream again. */
  onRetry(ms: number): void;
}

/** Reads one stream until it ends; false when retrying cannot help (a 4xx). */
async function follow(
  source: LiveSource,
  signal: AbortSignal,
  handlers: FollowHandlers,
): Promise<boolean> {
  // The stream opens after the first paint, so its parser and what reads it come with it.
  const [listen, { createParser }] = await Promise.all([
    source.listener(),
    import('eventsource-parser'),
  ]);
  const response = await source.open(signal);
  // A refused stream stays closed; a failing server is tried again.
  if (!response.ok || !response.body) return response.status >= 500 || response.status === 429;
  handlers.onOpen();
  const parser = createParser({
    onRetry(ms) {
      handlers.onHeard();
      handlers.onRetry(ms);
    },
    onEvent(event) {
      handlers.onHeard();
      listen(event.event ?? 'message', event.data);
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    parser.feed(chunk.value);
  return true;
}

/**
 * Resolves once the page has loaded and the browser is idle (or two seconds on): a stream
 * kept open never holds back the first screen's downloads or its load event.
 */
function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2_000 });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows `source` until `signal` aborts: opened once the page has settled, again after it
 * ends (the server ends each after a while, or as its process stops: its last `retry:` hint
 * says when to come back) or fails, waiting longer after each failure in a row; a refusal
 * (a 4xx: signed out, the page gone) ends it.
 */
async function followLive(source: LiveSource, signal: AbortSignal): Promise<void> {
  await pageSettled();
  let retryMs = firstRetryMs;
  while (!signal.aborted) {
    let heard = false;
    let hintedMs = firstRetryMs;
    const keepGoing = await follow(source, signal, {
      onOpen: () => source.onOpen?.(),
      onHeard: () => {
        heard = true;
      },
      onRetry: (ms) => {
        hintedMs = Math.min(ms, longestRetryMs);
      },
    }).catch(() => true);
    if (!keepGoing || signal.aborted) return;
    retryMs = heard ? hintedMs : Math.min(retryMs * 2, longestRetryMs);
    await wait(retryMs);
  }
}

/**
 * Keeps `source` open while the component is mounted; a new `source` (memoise it) closes the
 * old stream and opens the new one.
 */
export function useLiveStream(source: LiveSource): void {
  useEffect(() => {
    const aborter = new AbortController();
    void followLive(source, aborter.signal);
    return () => aborter.abort();
  }, [source]);
}
