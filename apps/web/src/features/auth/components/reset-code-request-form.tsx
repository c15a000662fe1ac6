import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PasswordResetRequestBody } from '@courtside/shared';
import { requestResolver } from '@/lib/request-resolver';
import { requestPasswordResetCode } from '../api/password-reset-code';
import styles from './auth.module.css';
import { SubmitButton } from './submit-button';
import { TextField } from '@/components/text-field';
import { useFailureToast } from './use-failure-toast';

/** Forget Password, first step: the account, by phone number or username. */
export function ResetCodeRequestForm({ onSent }: { onSent: (identifier: string) => void }) {
  const { t } = useTranslation();
  const showFailure = useFailureToast();
  const [sending, setSending] = useState(false);
  const form = useForm<PasswordResetRequestBody>({
    resolver: requestResolver('passwordResetRequestBodySchema'),
    mode: 'onTouched',
    defaultValues: { identifier: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    setSending(true);
    try {
      await requestPasswordResetCode(body);
      onSent(body.identifier);
    } catch (error) {
      showFailure(t('recovery.sendFailed'), error);
      setSending(false);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <div className={styles.fields}>
        <TextField
          {...form.register('identifier')}
          label={t('login.phone')}
          autoComplete="username"
          autoCapitalize="none"
          error={form.formState.errors.identifier ? t('common.required') : undefined}
        />
      </div>
      <SubmitButton disabled={false} busy={sending}>
        {t('recovery.sendCode')}
      </SubmitButton>
    </form>
  );
}
