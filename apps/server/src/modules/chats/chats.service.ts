import type { ChatPage, CreatedKey } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { forbidden, notFound } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { newestFirstPage } from '#server/lib/keyset-page.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { ChatCaller, ChatStanding } from './chat-subjects.js';
import { createChatErasure } from './chat-erasure.js';
import { createChatModeration } from './chat-moderation.js';
import { createChatPushes } from './chat-pushes.js';
import { toMessage, type ChatParts, type ChatsDeps } from './chats-deps.js';
import * as repo from './chats.repo.js';

export type { ChatCaller, ChatSubjectKind, ChatSubjectKinds } from './chat-subjects.js';
export type { ChatsDeps } from './chats-deps.js';
export { chatKeptForMs } from './chat-erasure.js';
export { matchChat } from './match-chat.js';
export { nightChat } from './night-chat.js';
export { championshipChat } from './championship-chat.js';

/** The parts every chat action starts from: who the caller is in it, and who hears of it. */
function chatParts({ db, subjects, notifications }: ChatsDeps): ChatParts {
  return {
    async standingIn(subject, caller): Promise<ChatStanding> {
      const kind = subjects[subject.kind];
      if (!kind) throw notFound('Chat');
      const standing = await kind.standing(db, subject.id, caller);
      if (!standing) throw kind.notFound();
      if (!standing.read) throw forbidden('Only the people taking part can read this chat');
      return standing;
    },
    async tellReaders(tx: Tx, subject, except) {
      const readers = await subjects[subject.kind]!.readers(tx.db, subject.id);
      for (const userId of readers)
        if (userId !== except) await notifications.signalChat(tx, userId);
    },
  };
}

/**
 * The chats of matches (and of any kind registered in `subjects`, docs/decisions.md "A
 * match's chat"): short text messages kept until 30 days after their subject ends, told
 * live to the other readers, deleted by their writer, removed by a moderator.
 */
export function createChats(deps: ChatsDeps) {
  const { db, clock } = deps;
  const parts = chatParts(deps);

  async function page(
    subject: repo.Subject,
    caller: ChatCaller,
    query: { limit: number; before?: CreatedKey },
  ): Promise<ChatPage> {
    const standing = await parts.standingIn(subject, caller);
    const muted = await repo.mutedIn(db, subject);
    const { items, nextCursor } = await newestFirstPage(
      (after, count) => repo.messagePage(db, subject, count, after),
      query,
      (row) => toMessage(row, caller.id),
    );
    const isMuted = muted.includes(caller.id);
    return {
      items,
      nextCursor,
      canWrite: standing.write && !isMuted,
      canModerate: standing.moderate,
      muted: isMuted,
      mutedIds: standing.moderate ? muted : [],
    };
  }

  async function post(subject: repo.Subject, caller: ChatCaller, body: string) {
    const standing = await parts.standingIn(subject, caller);
    if ((await repo.mutedIn(db, subject)).includes(caller.id))
      throw forbidden('You have been muted in this chat');
    if (!standing.write) throw forbidden('You can read this chat but not write in it');
    const id = newId();
    await inTransaction(db, async (tx) => {
      await repo.insertMessage(tx.db, {
        id,
        subject_kind: subject.kind,
        subject_id: subject.id,
        author_id: caller.id,
        body,
        created_at: clock.now().toISOString(),
        deleted_at: null,
        removed_by: null,
        // Pushed to the other readers' devices by the push job, never while the writer waits.
        push_due: 1,
      });
      await parts.tellReaders(tx, subject, caller.id);
    });
    return toMessage(await repo.messageWithAuthor(db, id), caller.id);
  }

  return {
    page,
    post,
    ...createChatModeration(deps, parts),
    eraseEnded: createChatErasure(deps),
    /** Pushes the new messages to the other readers' devices (the push job). */
    pushDue: createChatPushes(deps),

    /**
     * A closed account's messages are deleted, not kept under "deleted user": a chat is
     * personal talk, and its writer leaving takes it along (docs/decisions.md).
     */
    personalData: {
      erase: (tx: Tx, userId: string) => repo.eraseWriter(tx.db, userId),
      async exportOf(from: Kysely<Database>, userId: string) {
        const rows = await repo.messagesBy(from, userId);
        return {
          chatMessages: rows.map((row) => ({
            id: row.id,
            subjectKind: row.subject_kind,
            subjectId: row.subject_id,
            body: row.deleted_at === null ? row.body : null,
            createdAt: row.created_at,
            deletedAt: row.deleted_at,
          })),
        };
      },
    },
  };
}
export type Chats = ReturnType<typeof createChats>;
