import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createRedisFeed } from './redis-feed.js';

const redisUrl = process.env.TEST_REDIS_URL;
const log = { warn: () => {}, error: () => {}, info: () => {} } as never;

describe.runIf(redisUrl)('signals through Redis', () => {
  it('reach the processes of their own deployment only, when two share one Redis', async () => {
    const tag = `${process.pid}-${Date.now()}`;
    const ours = [0, 1].map(() =>
      createRedisFeed({ url: redisUrl!, namespace: `ours-${tag}` }, log),
    );
    const theirs = createRedisFeed({ url: redisUrl!, namespace: `theirs-${tag}` }, log);
    const heard: string[] = [];
    const stops = [
      ours[1]!.subscribe('reader', () => heard.push('ours')),
      theirs.subscribe('reader', () => heard.push('theirs')),
    ];
    try {
      await sleep(200); // every connection subscribed
      ours[0]!.publish('reader');
      await expect.poll(() => heard, { timeout: 2_000 }).toContain('ours');
      await sleep(200);
      expect(heard).toEqual(['ours']);
    } finally {
      for (const stop of stops) stop();
      await Promise.all([...ours, theirs].map((feed) => feed.close()));
    }
  });
});
