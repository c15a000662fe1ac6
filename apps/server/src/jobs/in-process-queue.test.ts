import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createInProcessQueue } from './in-process-queue.js';
import { backoffDelayMs, type JobOutcome } from './job-queue.js';

/** A logger that keeps what it is told, and the outcomes the queue reports. */
function recorder() {
  const lines: Array<{ details: object; message: string }> = [];
  const outcomes: Array<[string, JobOutcome]> = [];
  const keep = (details: object, message: string) => lines.push({ details, message });
  return {
    log: { info: keep, warn: keep, error: keep },
    observe: (job: string, outcome: JobOutcome) => outcomes.push([job, outcome]),
    lines,
    outcomes,
  };
}

const quickRetries = { retryLimit: 3, retryDelayMs: 20, retryDelayMaxMs: 100 };

describe('the in-process job queue', () => {
  it('grows the delay between tries exponentially, with jitter, up to its cap', () => {
    const policy = { retryLimit: 9, retryDelayMs: 1_000, retryDelayMaxMs: 30_000 };
    expect(backoffDelayMs(policy, 1, () => 0)).toBe(500);
    expect(backoffDelayMs(policy, 1, () => 1)).toBe(1_000);
    expect(backoffDelayMs(policy, 3, () => 1)).toBe(4_000);
    expect(backoffDelayMs(policy, 4, () => 0.5)).toBe(6_000);
    expect(backoffDelayMs(policy, 9, () => 1)).toBe(30_000);
  });

  it('runs a job every period, one run at a time', async () => {
    const seen = recorder();
    const queue = createInProcessQueue({ ...seen, retry: quickRetries });
    let running = 0;
    let most = 0;
    let runs = 0;
    queue.add({
      name: 'slow',
      everyMs: 10,
      async run() {
        running += 1;
        most = Math.max(most, running);
        await sleep(30);
        running -= 1;
        runs += 1;
      },
    });
    await queue.start();
    await expect.poll(() => runs).toBeGreaterThanOrEqual(3);
    await queue.stop(1_000);
    expect(most).toBe(1);
    expect(seen.outcomes.every(([job, outcome]) => job === 'slow' && outcome === 'completed')).toBe(
      true,
    );
  });

  it('tries a failed run again with backoff until it succeeds', async () => {
    const seen = recorder();
    const queue = createInProcessQueue({ ...seen, retry: quickRetries });
    const tries: number[] = [];
    queue.add({
      name: 'flaky',
      everyMs: 10,
      async run() {
        tries.push(performance.now());
        if (tries.length < 3) throw new Error(`provider down (${tries.length})`);
      },
    });
    await queue.start();
    await expect.poll(() => seen.outcomes.length).toBeGreaterThanOrEqual(3);
    await queue.stop(1_000);
    expect(seen.outcomes.slice(0, 3)).toEqual([
      ['flaky', 'failed'],
      ['flaky', 'failed'],
      ['flaky', 'completed'],
    ]);
    expect(seen.lines.slice(0, 2)).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ attempt: 1, retried: true }) }),
      expect.objectContaining({ details: expect.objectContaining({ attempt: 2, retried: true }) }),
    ]);
    // The second retry waits at least half of twice the first delay.
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(19);
  });

  it('gives up after its retries and waits for the next period', async () => {
    const seen = recorder();
    const queue = createInProcessQueue({ ...seen, retry: { ...quickRetries, retryLimit: 1 } });
    queue.add({ name: 'broken', everyMs: 200, run: () => Promise.reject(new Error('down')) });
    await queue.start();
    await expect.poll(() => seen.lines.length, { timeout: 2_000 }).toBeGreaterThanOrEqual(3);
    await queue.stop(1_000);
    expect(seen.lines.slice(0, 3).map((line) => line.details)).toEqual([
      expect.objectContaining({ job: 'broken', attempt: 1, retried: true }),
      expect.objectContaining({ job: 'broken', attempt: 2, retried: false }),
      expect.objectContaining({ job: 'broken', attempt: 1, retried: true }),
    ]);
  });

  it('stops: no new run starts, and the one under way ends first', async () => {
    const seen = recorder();
    const queue = createInProcessQueue({ ...seen, retry: quickRetries });
    const ended: string[] = [];
    let started = 0;
    queue.add({
      name: 'long',
      everyMs: 5,
      async run() {
        started += 1;
        await sleep(100);
        ended.push('done');
      },
    });
    await queue.start();
    await expect.poll(() => started).toBe(1);
    await queue.stop(2_000);
    expect(ended).toEqual(['done']);
    await sleep(50);
    expect(started).toBe(1);
  });
});
