import { alpha } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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
    <Stack direction="row" spacing={1}>
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
    </Stack>
  );
}

/** The text as it was written: plain, so a link in it is not made clickable. */
function MessageText({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  if (message.deleted)
    return (
      <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
        {message.removed ? t('chat.removed') : t('chat.deleted')}
      </Typography>
    );
  return (
    <Typography
      variant="body2"
      dir="auto"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {message.body}
    </Typography>
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
    <Box
      component="li"
      sx={{
        alignSelf: message.mine ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        // A light tint of the brand: its text and Delete keep their contrast on it.
        bgcolor: (theme) =>
          message.mine ? alpha(theme.palette.primary.main, 0.12) : theme.palette.action.hover,
        borderRadius: 2,
        px: 1.5,
        py: 1,
        listStyle: 'none',
      }}
    >
      <Typography variant="caption" component="p" color="text.secondary">
        <bdi>{message.mine ? t('chat.you') : message.author.name}</bdi> · {time}
      </Typography>
      <MessageText message={message} />
      <MessageActions message={message} page={page} base={base} />
    </Box>
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
    <Stack component="form" spacing={1} onSubmit={send}>
      {post.isError && (
        <Alert severity="error">{refusalMessage(post.error, t('chat.failed'))}</Alert>
      )}
      <TextField
        label={t('chat.field')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        maxRows={4}
        slotProps={{ htmlInput: { maxLength: chatMessageMaxLength, dir: 'auto' } }}
        helperText={t('chat.left', { count: chatMessageMaxLength - text.length })}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={trimmed.length === 0 || post.isPending}
        sx={{ alignSelf: 'flex-end' }}
      >
        {t('chat.send')}
      </Button>
    </Stack>
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
        <Typography color="text.secondary">{t('chat.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label={t('chat.title')}>
          {messages.map((message) => (
            <Message key={message.id} message={message} page={page} base={base} />
          ))}
        </Stack>
      )}
      {page.canWrite ? (
        <Composer base={base} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {page.muted ? t('chat.muted') : t('chat.readOnly')}
        </Typography>
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
        <Button color="inherit" size="small" onClick={() => void chat.refetch()}>
          {t('chat.retry')}
        </Button>
      }
    >
      {t('chat.loadFailed')}
    </Alert>
  );
  return (
    <Card component="section" aria-labelledby="chat-heading">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id="chat-heading" variant="h6" component="h2">
            {t('chat.title')}
          </Typography>
          {chat.isPending ? (
            <CircularProgress size={24} aria-label={t('chat.loading')} />
          ) : first ? (
            <ChatBody chat={chat} page={first} base={base} />
          ) : (
            failed
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
