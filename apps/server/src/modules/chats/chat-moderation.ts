import { forbidden, notFound } from '#server/lib/domain-error.js';
import { inTransaction } from '#server/db/transaction.js';
import type { ChatCaller } from './chat-subjects.js';
import { assertModerator, type ChatParts, type ChatsDeps } from './chats-deps.js';
import * as repo from './chats.repo.js';

/**
 * Deleting and muting: a writer deletes their own message; the club's owner or an admin
 * removes anyone's and mutes or unmutes a writer, each written in the audit log.
 */
export function createChatModeration(deps: ChatsDeps, parts: ChatParts) {
  const { db, clock } = deps;

  async function remove(subject: repo.Subject, caller: ChatCaller, messageId: string) {
    const standing = await parts.standingIn(subject, caller);
    const message = await repo.findMessage(db, subject, messageId);
    if (!message) throw notFound('Message');
    const own = message.author_id === caller.id;
    if (!own && !standing.moderate) throw forbidden('You can delete only your own messages');
    if (message.deleted_at !== null) return;
    await inTransaction(db, async (tx) => {
      await repo.markDeleted(tx.db, messageId, clock.now().toISOString(), own ? null : caller.id);
      // The text stays out of the log: the log outlives the chat's 30 days.
      if (!own)
        await deps.audit(tx, {
          actorId: caller.id,
          action: 'chat_message_removed',
          subjectId: messageId,
          before: { subject: `${subject.kind}:${subject.id}`, authorId: message.author_id },
          after: null,
        });
      await parts.tellReaders(tx, subject, caller.id);
    });
  }

  async function setMute(subject: repo.Subject, caller: ChatCaller, userId: string, on: boolean) {
    assertModerator(await parts.standingIn(subject, caller));
    await inTransaction(db, async (tx) => {
      if (on) await repo.addMute(tx.db, subject, userId, caller.id, clock.now().toISOString());
      else await repo.removeMute(tx.db, subject, userId);
      await deps.audit(tx, {
        actorId: caller.id,
        action: on ? 'chat_writer_muted' : 'chat_writer_unmuted',
        subjectId: userId,
        before: null,
        after: { subject: `${subject.kind}:${subject.id}`, muted: on },
      });
    });
  }

  return {
    remove,
    mute: (subject: repo.Subject, caller: ChatCaller, userId: string) =>
      setMute(subject, caller, userId, true),
    unmute: (subject: repo.Subject, caller: ChatCaller, userId: string) =>
      setMute(subject, caller, userId, false),
  };
}
