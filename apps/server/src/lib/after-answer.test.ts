import { describe, expect, it } from 'vitest';
import { createAfterAnswer } from './after-answer.js';

function recordingLog() {
  const errors: Array<{ details: object; message: string }> = [];
  const ignore = () => {};
  return {
    errors,
    log: {
      info: ignore,
      warn: ignore,
      error: (details: object, message: string) => errors.push({ details, message }),
    },
  };
}

describe('work after the answer', () => {
  it('begins only once the code that asked for it has returned', async () => {
    const { log } = recordingLog();
    const afterAnswer = createAfterAnswer(log);
    const steps: string[] = [];
    afterAnswer.later('a step', async () => void steps.push('work'));
    await Promise.resolve(); // a request's own awaits still come first
    steps.push('answer');
    await afterAnswer.settled();
    expect(steps).toEqual(['answer', 'work']);
  });

  it('logs a failure, thrown or rejected, and never throws it', async () => {
    const { log, errors } = recordingLog();
    const afterAnswer = createAfterAnswer(log);
    afterAnswer.later('a rejected step', () => Promise.reject(new Error('refused')));
    afterAnswer.later('a thrown step', () => {
      throw new Error('thrown');
    });
    await expect(afterAnswer.settled()).resolves.toBeUndefined();
    expect(errors.map(({ details, message }) => ({ ...details, message }))).toEqual([
      {
        err: new Error('refused'),
        work: 'a rejected step',
        message: 'work after the answer failed',
      },
      { err: new Error('thrown'), work: 'a thrown step', message: 'work after the answer failed' },
    ]);
  });

  it('is waited for by settled until it ends', async () => {
    const { log } = recordingLog();
    const afterAnswer = createAfterAnswer(log);
    let release = () => {};
    let ended = false;
    afterAnswer.later('a held step', async () => {
      await new Promise<void>((done) => (release = done));
      ended = true;
    });
    const settled = afterAnswer.settled().then(() => ended);
    await new Promise((turn) => setImmediate(turn));
    release();
    expect(await settled).toBe(true);
  });
});
