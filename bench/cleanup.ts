/**
 * Everything the bench creates (child servers, temporary folders, databases) registers its
 * disposal here, so a failure, a timeout or Ctrl-C still leaves nothing behind.
 */
type Task = () => Promise<void>;

const pending = new Set<Task>();
const running = new Set<Promise<void>>();

/** Registers a disposal and returns it; calling it early runs it once and unregisters it. */
export function deferCleanup(dispose: Task): Task {
  let started: Promise<void> | undefined;
  const task: Task = () => {
    if (!started) {
      pending.delete(task);
      const run = dispose().finally(() => running.delete(run));
      running.add(run);
      started = run;
    }
    return started;
  };
  pending.add(task);
  return task;
}

/**
 * Runs every disposal still pending, newest first (a connection closes before its database
 * is dropped), and waits for those already under way: a signal can arrive mid-phase.
 */
export async function cleanUpAll(): Promise<void> {
  for (const task of [...pending].reverse()) {
    try {
      await task();
    } catch (error) {
      console.error('cleanup failed:', error);
    }
  }
  await Promise.allSettled(running);
}
