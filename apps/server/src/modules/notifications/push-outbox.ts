/** How many items one run of a push job takes, and how often a failing one is tried. */
export const pushesPerRun = 100;
const maxTries = 5;

/** A table of things to push (notices, chat messages): what is due, and taking each once. */
export interface PushOutbox<Item extends { id: string; push_tries: number }> {
  /** What the items are, for the run's failure ("notices", "chat messages"). */
  name: string;
  due(limit: number): Promise<Item[]>;
  /** Takes an item for this run: true for one run only, in whichever process. */
  claim(id: string): Promise<boolean>;
  /** Gives an item whose push failed back for a later run, with its tries so far. */
  release(id: string, tries: number): Promise<void>;
  /** Pushes it to its people's devices; false when a device could not take it yet. */
  push(item: Item): Promise<boolean>;
}

/**
 * One run of a push job (docs/decisions.md, "Push notifications"): each due item, taken once
 * across processes, pushed. An item some device could not take yet is given back, up to a few
 * tries, and the run fails so that the job queue tries again after its backoff.
 */
export async function runPushOutbox<Item extends { id: string; push_tries: number }>(
  outbox: PushOutbox<Item>,
): Promise<number> {
  let pushed = 0;
  let failed = 0;
  for (const item of await outbox.due(pushesPerRun)) {
    if (!(await outbox.claim(item.id))) continue;
    if (await outbox.push(item)) pushed += 1;
    else {
      failed += 1;
      if (item.push_tries + 1 < maxTries) await outbox.release(item.id, item.push_tries + 1);
    }
  }
  if (failed > 0) throw new Error(`${failed} ${outbox.name} could not be pushed yet`);
  return pushed;
}
