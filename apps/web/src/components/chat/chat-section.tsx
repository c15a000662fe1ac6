import type { ChatMessage, ChatPage } from '@courtside/shared';
import { dateTimeFormat } from '@courtside/shared/intl-formats';
import { chatMessageMaxLength } from '@courtside/shared/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, refusalMessage } from '@/lib/api-client';
import { useChatMessages } from '@/lib/api/chat-messages';
import { useDeleteChatMessage } from '@/lib/api/delete-chat-message';
import { useMuteChatWriter } from '@/lib/api/mute-chat-writer';
import { usePostChatMessage } from '@/lib/api/post-chat-message';
import { clsx } from 'clsx';
import { Alert } from '../alert';
import { Button } from '../button';
import { Spinner } from '../spinner';
import { TextArea } from '../text-field';
import styles from './chat-section.module.css';

interface MessageProps {
  message: ChatMessage;
  page: Pick<ChatPage, 'canModerate' | 'mutedIds'>;
  base: string;
}

/** Delete (one's own), or remove and mute (a moderator, on others' messages). */
function MessageActions({ message, page, base }: MessageProps) {
  const { t } = useTranslation();
  const remove = useDeleteChatMessage(base);
  const mute = useMuteChatWriter(base);
  const muted = page.mutedIds.includes(message.author.id);
  const canRemove = !message.deleted && (message.mine || page.canModerate);
  return (
    <div className={styles.actions}>
      {canRemove && (
        <Button size="small" disabled={remove.isPending} onClick={() => remove.mutate(message.id)}>
          {message.mine ? t('chat.delete') : t('chat.remove')}
        </Button>
      )}
      {page.canModerate && !message.mine && (
        <Button
          size="small"
          disabled={mute.isPending}
          onClick={() => mute.mutate({ userId: message.author.id, muted: !muted })}
        >
          {muted ? t('chat.unmute') : t('chat.mute')}
        </Button>
      )}
    </div>
  );
}

/** The text as it was written: plain, so a link in it is not made clickable. */
function MessageText({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  if (message.deleted)
    return <p className={styles.gone}>{message.removed ? t('chat.removed') : t('chat.deleted')}</p>;
  return (
    <p className={styles.text} dir="auto">
      {message.body}
    </p>
  );
}

/**
 * One message: the writer's own on the inline end, others' on the start (so right to left
 * mirrors it), with its writer and time.
 */
function Message({ message, page, base }: MessageProps) {
  const { t, i18n } = useTranslation();
  const time = dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(message.createdAt),
  );
  return (
    <li className={clsx(styles.message, message.mine && styles.mine)}>
      <p className={styles.meta}>
        <bdi>{message.mine ? t('chat.you') : message.author.name}</bdi> · {time}
      </p>
      <MessageText message={message} />
      <MessageActions message={message} page={page} base={base} />
    </li>
  );
}

/** The text field and its Send button, with what is left of the length limit. */
function Composer({ base }: { base: string }) {
  const { t } = useTranslation();
  const post = usePostChatMessage(base);
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed.length === 0 || post.isPending) return;
    post.mutate(trimmed, { onSuccess: () => setText('') });
  };
  return (
    <form className={styles.composer} onSubmit={send}>
      {post.isError && (
        <Alert severity="error">{refusalMessage(post.error, t('chat.failed'))}</Alert>
      )}
      <TextArea
        label={t('chat.field')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={chatMessageMaxLength}
        dir="auto"
        helper={t('chat.left', { count: chatMessageMaxLength - text.length })}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={trimmed.length === 0 || post.isPending}
        className={styles.send}
      >
        {t('chat.send')}
      </Button>
    </form>
  );
}

type ChatQuery = ReturnType<typeof useChatMessages>;

/** A chat that has loaded: older messages a tap away, the messages, and the field to write. */
function ChatBody({ chat, page, base }: { chat: ChatQuery; page: ChatPage; base: string }) {
  const { t } = useTranslation();
  const messages = (chat.data?.pages ?? []).flatMap((one) => one.items).reverse();
  return (
    <>
      {chat.hasNextPage && (
        <Button
          size="small"
          disabled={chat.isFetchingNextPage}
          onClick={() => void chat.fetchNextPage()}
        >
          {t('chat.older')}
        </Button>
      )}
      {messages.length === 0 ? (
        <p className={styles.empty}>{t('chat.empty')}</p>
      ) : (
        <ul className={styles.messages} aria-label={t('chat.title')}>
          {messages.map((message) => (
            <Message key={message.id} message={message} page={page} base={base} />
          ))}
        </ul>
      )}
      {page.canWrite ? (
        <Composer base={base} />
      ) : (
        <p className={styles.note}>{page.muted ? t('chat.muted') : t('chat.readOnly')}</p>
      )}
    </>
  );
}

/**
 * A subject's chat (a match's, at `base` = `/user/match/{id}`): the messages oldest first with
 * older ones a tap away, and the field to write. Shown only to those who may read it: a
 * refusal hides it.
 */
export function ChatSection({ base }: { base: string }) {
  const { t } = useTranslation();
  const chat = useChatMessages(base);
  if (chat.error instanceof ApiError && [403, 404].includes(chat.error.status)) return null;
  const first = chat.data?.pages[0];
  const failed = (
    <Alert
      severity="error"
      action={
        <Button size="small" onClick={() => void chat.refetch()}>
          {t('chat.retry')}
        </Button>
      }
    >
      {t('chat.loadFailed')}
    </Alert>
  );
  return (
    <section className={styles.card} aria-labelledby="chat-heading">
      <div className={styles.column}>
        <h2 id="chat-heading" className={styles.title}>
          {t('chat.title')}
        </h2>
        {chat.isPending ? (
          <Spinner label={t('chat.loading')} />
        ) : first ? (
          <ChatBody chat={chat} page={first} base={base} />
        ) : (
          failed
        )}
      </div>
    </section>
  );
}
