import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import type { InvitationLink as Link } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@courtside/shared/rules';

/** The server gives the link relative to this site unless it knows its public address. */
const absolute = (url: string) => new URL(url, window.location.origin).href;

/**
 * The one-time link for an invited person, shown once: to copy and send them. `hint` says whom
 * to send it to, with `{{until}}` for the day it stops working.
 */
export function InvitationLink({ invitation, hint }: { invitation: Link; hint: string }) {
  const { t, i18n } = useTranslation();
  const [copied, setCopied] = useState(false);
  const url = absolute(invitation.url);
  const until = dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(invitation.expiresAt),
  );
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <Alert severity="info" icon={false}>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h2">
          {t('personChoice.invitationTitle')}
        </Typography>
        <Typography variant="body2">{t(hint, { until })}</Typography>
        <Typography
          variant="body2"
          data-testid="invitation-url"
          sx={{ wordBreak: 'break-all', direction: 'ltr', fontFamily: 'monospace' }}
        >
          {url}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ContentCopyRounded />}
          onClick={() => void copy().catch(() => setCopied(false))}
        >
          {copied ? t('personChoice.copied') : t('personChoice.copyLink')}
        </Button>
      </Stack>
    </Alert>
  );
}
