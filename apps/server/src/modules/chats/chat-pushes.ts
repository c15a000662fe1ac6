import {
  runPushOutbox,
  type PushToPeople,
} from '#server/modules/notifications/notifications.service.js';
import type { ChatsDeps } from './chats-deps.js';
import * as repo from './chats.repo.js';

/** A lock screen shows a line or two: the rest is read in the chat. */
const pushedLength = 120;

const cut = (text: string) =>
  text.length <= pushedLength ? text : `${text.slice(0, pushedLength - 1).trimEnd()}…`;

type DueMessage = Awaited<ReturnType<typeof repo.duePushes>>[number];

/**
 * A chat's new messages, pushed to its other readers' devices by the push job (docs/decisions.md,
 * "Push notifications"): named by the writer and the chat ("Ana · Pádel Norte"), opening the
 * chat's page. Whether the reader is looking at that chat is for their device to tell: it
 * shows nothing then. A message deleted before its push is not pushed.
 */
export function createChatPushes({ db, subjects }: Pick<ChatsDeps, 'db' | 'subjects'>) {
  async function pushMessage(message: DueMessage, pushToPeople: PushToPeople): Promise<boolean> {
    const kind = subjects[message.subject_kind];
    const chat = kind ? await kind.pushedAs(db, message.subject_id) : null;
    if (!kind || !chat || message.deleted_at !== null) return true;
    const writer = [message.first_name, message.last_name].filter(Boolean).join(' ');
    const words = { title: `${writer} · ${chat.title}`, body: cut(message.body), url: chat.url };
    const others = (await kind.readers(db, message.subject_id)).filter(
      (reader) => reader !== message.author_id,
    );
    return pushToPeople(others, 'chat_message', message.id, () => words);
  }

  /** One run of the chat push job: the due messages to their readers' devices. */
  return (pushToPeople: PushToPeople): Promise<number> =>
    runPushOutbox({
      name: 'chat messages',
      due: (limit) => repo.duePushes(db, limit),
      claim: (id) => repo.claimPush(db, id),
      release: (id, tries) => repo.releasePush(db, id, tries),
      push: (message) => pushMessage(message, pushToPeople),
    });
}
