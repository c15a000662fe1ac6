import { useState } from 'react';
import type { InvitationLink as Link } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@courtside/shared/rules';
import { Button } from '../button';
import { Icon } from '../icon';
import { contentCopyIcon } from '../icons/content-copy';
import styles from './person-choice.module.css';

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
    <div role="alert" className={styles.invitation}>
      <h2 className={styles.invitationTitle}>{t('personChoice.invitationTitle')}</h2>
      <p className={styles.hint}>{t(hint, { until })}</p>
      <p className={styles.url} data-testid="invitation-url">
        {url}
      </p>
      <Button
        size="small"
        variant="outlined"
        startIcon={<Icon path={contentCopyIcon} />}
        onClick={() => void copy().catch(() => setCopied(false))}
      >
        {copied ? t('personChoice.copied') : t('personChoice.copyLink')}
      </Button>
    </div>
  );
}
