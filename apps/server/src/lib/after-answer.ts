import type { Logger } from './logger.js';

/**
 * Work a request starts and does not wait for, so that its answer neither waits for it nor
 * takes longer for having it: the work begins on a later turn of the event loop, once the
 * request's own code has returned; a failure is logged, never thrown into the process; and a
 * closing app waits for the work under way (settled) before it closes what the work uses.
 */
export function createAfterAnswer(log: Logger) {
  const underWay = new Set<Promise<void>>();
  return {
    /** Runs `work` after the answer; `what` names it in the log should it fail. */
    later(what: string, work: () => Promise<unknown>): void {
      const run: Promise<void> = new Promise((begin) => setImmediate(begin))
        .then(work)
        .then(
          () => {},
          (error: unknown) => log.error({ err: error, work: what }, 'work after the answer failed'),
        )
        .finally(() => underWay.delete(run));
      underWay.add(run);
    },

    /** Settles once the work started so far has ended (it never rejects). */
    async settled(): Promise<void> {
      await Promise.all(underWay);
    },
  };
}
export type AfterAnswer = ReturnType<typeof createAfterAnswer>;
