import { describe, expect, it } from 'vitest';
import { createLocalListeners, feedOf } from './live-feed.js';
import { publishEverywhere } from './publish-everywhere.js';

/** A carrier that passes on what was published only when told to, in order. */
function heldCarrier() {
  const listeners = createLocalListeners();
  const published: string[] = [];
  const feed = feedOf({
    publish: (key) => void published.push(key),
    subscribe: listeners.subscribe,
    async close() {},
  });
  const deliverAll = () => published.splice(0).forEach(listeners.deliver);
  return { feed, published, deliverAll };
}

const quietLog = () => {
  const warnings: string[] = [];
  const ignore = () => {};
  return {
    warnings,
    log: { info: ignore, error: ignore, warn: (_: object, m: string) => void warnings.push(m) },
  };
};

const settledYet = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((turn) => setImmediate(turn));
  return settled;
};

describe('publishing a signal everywhere', () => {
  it('settles only once the signal has come back through the channel, after the key', async () => {
    const { feed, published, deliverAll } = heldCarrier();
    const { log } = quietLog();
    const heard: string[] = [];
    feed.subscribe('cache:court-places', () => heard.push('key'));
    const done = publishEverywhere(feed, 'cache:court-places', { waitMs: 60_000, log });
    expect(published[0]).toBe('cache:court-places');
    expect(published[1]).toMatch(/^echo:/);
    expect(await settledYet(done)).toBe(false);
    deliverAll();
    expect(await settledYet(done)).toBe(true);
    expect(heard).toEqual(['key']);
  });

  it('settles after its wait when the signal never comes back, and says so', async () => {
    const { feed } = heldCarrier();
    const { log, warnings } = quietLog();
    await publishEverywhere(feed, 'cache:court-places', { waitMs: 20, log });
    expect(warnings).toEqual(['a signal did not come back through the channel in time']);
  });
});
