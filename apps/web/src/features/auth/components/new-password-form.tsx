import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PasswordResetBody } from '@courtside/shared';
import { errorCodes } from '@courtside/shared/rules';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { requestResolver } from '@/lib/request-resolver';
import { resetPassword } from '../api/reset-password';
import styles from './auth.module.css';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from '@/components/text-field';
import { useFailureToast } from './use-failure-toast';

type Fields = Omit<PasswordResetBody, 'identifier'>;

/** Forget Password, second step: the code received and the new password. */
export function NewPasswordForm({
  identifier,
  onRestart,
}: {
  identifier: string;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const showFailure = useFailureToast();
  const [saving, setSaving] = useState(false);
  const form = useForm<Fields, unknown, PasswordResetBody>({
    resolver: requestResolver('passwordResetBodySchema', (values: Fields) => ({
      ...values,
      identifier,
    })),
    mode: 'onTouched',
    defaultValues: { code: '', password: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setSaving(true);
    try {
      await resetPassword(body);
      toast.show({ message: t('recovery.done'), severity: 'success', position: 'top' });
      await navigate(paths.login);
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.body.code === errorCodes.invalidCode)
        form.setError('code', { type: 'server' }, { shouldFocus: true });
      else showFailure(t('common.unexpectedError'), error);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.notice} role="status">
        {t('recovery.codeSent')}
      </p>
      <div className={styles.fields}>
        <TextField
          {...form.register('code')}
          label={t('recovery.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          error={
            errors.code
              ? t(errors.code.type === 'server' ? 'recovery.codeRefused' : 'recovery.codeFormat')
              : undefined
          }
        />
        <PasswordField
          {...form.register('password')}
          label={t('recovery.newPassword')}
          autoComplete="new-password"
          error={errors.password ? t('recovery.passwordRule') : undefined}
        />
      </div>
      <SubmitButton disabled={false} busy={saving}>
        {t('recovery.setPassword')}
      </SubmitButton>
      <div className={styles.forgotRow}>
        <button type="button" className={styles.textButton} onClick={onRestart}>
          {t('recovery.newCode')}
        </button>
      </div>
    </form>
  );
}
