import type { ChatsDeps } from './chats-deps.js';
import * as repo from './chats.repo.js';

/** A chat is erased this long after its subject ended. */
export const chatKeptForMs = 30 * 24 * 3_600_000;
/** Subjects the erasure sweep looks at per read. */
const sweepBatch = 200;

/**
 * Erases the chats whose subject ended more than 30 days ago, or is gone. Reads the subjects
 * that still have messages a batch at a time, so a run costs by the chats kept, not by all
 * the matches ever played. Answers how many messages went.
 */
export function createChatErasure({ db, clock, subjects }: ChatsDeps) {
  return async function eraseEnded(): Promise<number> {
    const cutoff = clock.now().getTime() - chatKeptForMs;
    let erased = 0;
    for (const [kindName, kind] of Object.entries(subjects)) {
      let after = '';
      for (;;) {
        const ids = await repo.subjectsWithMessages(db, kindName, after, sweepBatch);
        if (ids.length === 0) break;
        const ends = await kind.endsOf(db, ids);
        const done = ids.filter((id) => {
          const end = ends.get(id);
          return end === undefined || end.getTime() <= cutoff;
        });
        erased += await repo.eraseChats(db, kindName, done);
        after = ids.at(-1)!;
      }
    }
    return erased;
  };
}
