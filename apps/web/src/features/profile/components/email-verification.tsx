import type { EmailAddressBody, EmailCodeBody } from '@courtside/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { SubmitForm } from '@/components/submit-form';
import { TextField } from '@/components/text-field';
import { useAlertDialog } from '@/lib/alerts';
import { refusalMessage } from '@/lib/api-client';
import { requestResolver } from '@/lib/request-resolver';
import { useRequestEmailCode } from '../api/request-email-code';
import { useVerifyEmail } from '../api/verify-email';
import { SubView } from './sub-view';
import styles from './email-verification.module.css';

function AddressStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const send = useRequestEmailCode();
  const form = useForm<EmailAddressBody>({
    resolver: requestResolver('emailAddressBodySchema'),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit((body) =>
    send.mutate(body, { onSuccess: () => onSent(body.email) }),
  );
  const invalid = Boolean(form.formState.errors.email);
  return (
    <SubmitForm onSubmit={submit} submitLabel={t('recovery.sendCode')} submitting={send.isPending}>
      <p className={styles.hint}>{t('account.emailHint')}</p>
      {send.error && (
        <Alert severity="error">{refusalMessage(send.error, t('common.unexpectedError'))}</Alert>
      )}
      <TextField
        {...form.register('email')}
        type="email"
        label={t('account.emailLabel')}
        autoComplete="email"
        error={invalid ? t('account.emailInvalid') : undefined}
        dir="ltr"
      />
    </SubmitForm>
  );
}

function CodeStep({ email, onVerified }: { email: string; onVerified: () => void }) {
  const { t } = useTranslation();
  const verify = useVerifyEmail();
  const form = useForm<EmailCodeBody>({
    resolver: requestResolver('emailCodeBodySchema'),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit((body) => verify.mutate(body, { onSuccess: onVerified }));
  const { errors } = form.formState;
  const error = errors.code
    ? t('recovery.codeFormat')
    : verify.error
      ? t('recovery.codeRefused')
      : undefined;
  return (
    <SubmitForm onSubmit={submit} submitLabel={t('account.verify')} submitting={verify.isPending}>
      <p role="status" className={styles.sent}>
        {t('account.codeSentTo', { email })}
      </p>
      <TextField
        {...form.register('code')}
        label={t('recovery.code')}
        autoComplete="one-time-code"
        error={error}
        inputMode="numeric"
        maxLength={6}
        dir="ltr"
      />
    </SubmitForm>
  );
}

/** Add or change the e-mail: a code goes to the address, and coming back it verifies it. */
export function EmailVerification({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const verified = () =>
    alerts.show({
      kind: 'success',
      title: t('account.verifiedTitle'),
      message: t('account.verifiedMessage', { email: sentTo }),
      onClose: onBack,
    });
  return (
    <SubView title={t('account.emailTitle')} onBack={onBack}>
      {sentTo === null ? (
        <AddressStep onSent={setSentTo} />
      ) : (
        <CodeStep email={sentTo} onVerified={verified} />
      )}
    </SubView>
  );
}
