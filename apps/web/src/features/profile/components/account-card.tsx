import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Chip } from '@/components/chip';
import { Icon } from '@/components/icon';
import { keyIcon } from '@/components/icons/key';
import { mailIcon } from '@/components/icons/mail';
import { Skeleton } from '@/components/skeleton';
import { useEmailSettings } from '@/lib/api/email-settings';
import styles from './profile-cards.module.css';

function EmailLine() {
  const { t } = useTranslation();
  const settings = useEmailSettings();
  if (settings.isPending) return <Skeleton width="60%" />;
  if (settings.isError) return <p className={styles.secondary}>{t('common.loadFailed')}</p>;
  const { email, verified } = settings.data;
  return (
    <div className={styles.emailLine}>
      <p className={styles.email} dir="ltr">
        {email ?? t('account.noEmail')}
      </p>
      {email && (
        <Chip
          tone={verified ? 'brand' : undefined}
          label={verified ? t('account.verified') : t('account.notVerified')}
        />
      )}
    </div>
  );
}

/** The profile's account card: the e-mail (verified or not) and the password. */
export function AccountCard({
  onEmail,
  onPassword,
}: {
  onEmail: () => void;
  onPassword: () => void;
}) {
  const { t } = useTranslation();
  const settings = useEmailSettings();
  const hasEmail = Boolean(settings.data?.email);
  return (
    <div className={styles.card}>
      <h3 className={styles.cardTitle}>{t('account.cardTitle')}</h3>
      <div className={styles.field}>
        <p className={styles.fieldLabel}>{t('account.email')}</p>
        <EmailLine />
      </div>
      <div className={styles.actions}>
        <Button variant="outlined" startIcon={<Icon path={mailIcon} />} onClick={onEmail}>
          {hasEmail ? t('account.changeEmail') : t('account.addEmail')}
        </Button>
        <Button variant="outlined" startIcon={<Icon path={keyIcon} />} onClick={onPassword}>
          {t('account.changePassword')}
        </Button>
      </div>
    </div>
  );
}
