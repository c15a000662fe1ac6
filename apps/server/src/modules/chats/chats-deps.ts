import type { ChatMessage } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import type { Clock } from '#server/lib/clock.js';
import { forbidden } from '#server/lib/domain-error.js';
import type { Notifications } from '#server/modules/notifications/notifications.service.js';
import type { ChatCaller, ChatStanding, ChatSubjectKinds } from './chat-subjects.js';
import type { MessageRow, Subject } from './chats.repo.js';

export interface ChatsDeps {
  db: Kysely<Database>;
  clock: Clock;
  notifications: Pick<Notifications, 'signalChat'>;
  subjects: ChatSubjectKinds;
  /** Writes one moderation to the audit log, in the transaction of the change. */
  audit(
    tx: Tx,
    entry: { actorId: string; action: string; subjectId: string; before: unknown; after: unknown },
  ): Promise<void>;
}

/** What a chat's service parts share: the caller's standing, and telling the readers. */
export interface ChatParts {
  standingIn(subject: Subject, caller: ChatCaller): Promise<ChatStanding>;
  tellReaders(tx: Tx, subject: Subject, except: string): Promise<void>;
}

export function assertModerator(standing: ChatStanding): void {
  if (!standing.moderate) throw forbidden("Only the club's owner or an administrator can do this");
}

const nameOf = (row: { first_name: string; last_name: string | null }) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ');

export function toMessage(row: MessageRow, callerId: string): ChatMessage {
  const deleted = row.deleted_at !== null;
  return {
    id: row.id,
    author: { id: row.author_id, name: nameOf(row) },
    body: deleted ? null : row.body,
    createdAt: row.created_at,
    mine: row.author_id === callerId,
    deleted,
    removed: row.removed_by !== null,
  };
}
