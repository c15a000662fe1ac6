import type { Kysely } from 'kysely';
import type { Role } from '@courtside/shared';
import type { Database } from '#server/db/database.js';

/** What a person may do in one chat. */
export interface ChatStanding {
  read: boolean;
  write: boolean;
  /** Remove anyone's message and mute a writer: the club's owner, or a platform admin. */
  moderate: boolean;
}

export interface ChatCaller {
  id: string;
  role: Role;
}

/**
 * A kind of thing that has a chat (a match; nights and championships register the same way):
 * who may read, write and moderate it, whom a new message is told to, and when it ended. The
 * chat itself (messages, mutes, paging, limits, erasure, live signals) is written once in
 * chats.service.ts and never knows the kinds.
 */
export interface ChatSubjectKind {
  /** The refusal when the subject is missing or hidden from the caller ("Match not found"). */
  notFound(): Error;
  /** The caller's standing; null when the subject does not exist or the caller may not see it. */
  standing(
    db: Kysely<Database>,
    subjectId: string,
    caller: ChatCaller,
  ): Promise<ChatStanding | null>;
  /** Everyone who reads the chat and is told live of its new messages. */
  readers(db: Kysely<Database>, subjectId: string): Promise<string[]>;
  /** What a pushed message names its chat by, and the page it opens; null once it is gone. */
  pushedAs(db: Kysely<Database>, subjectId: string): Promise<{ title: string; url: string } | null>;
  /** When each subject ended (its chat is erased some days later); subjects gone are absent. */
  endsOf(db: Kysely<Database>, subjectIds: readonly string[]): Promise<Map<string, Date>>;
}

export type ChatSubjectKinds = Readonly<Record<string, ChatSubjectKind>>;

export const noStanding: ChatStanding = { read: false, write: false, moderate: false };

/** A platform admin reads and moderates any chat they can reach, but takes no part in it. */
export const adminStanding: ChatStanding = { read: true, write: false, moderate: true };
