import type { PasswordChangeBody } from '@courtside/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitForm } from '@/components/submit-form';
import { TextField } from '@/components/text-field';
import { useAlertDialog } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { requestResolver } from '@/lib/request-resolver';
import { useToast } from '@/components/toast';
import { useChangePassword } from '../api/change-password';
import { SubView } from './sub-view';

/** Change password: the current one, then the new one; the other devices are signed out. */
export function ChangePassword({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
  const toast = useToast();
  const change = useChangePassword();
  const form = useForm<PasswordChangeBody>({
    resolver: requestResolver('passwordChangeBodySchema'),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () =>
        alerts.show({
          kind: 'success',
          title: t('account.passwordChangedTitle'),
          message: t('account.passwordChangedMessage'),
          onClose: onBack,
        }),
      onError: (error) => {
        const wrong = error instanceof ApiError && error.status === 400;
        if (wrong) form.setError('currentPassword', { type: 'server' }, { shouldFocus: true });
        else toast.show({ message: t('common.unexpectedError'), severity: 'error' });
      },
    }),
  );
  const currentError = errors.currentPassword
    ? t(errors.currentPassword.type === 'server' ? 'account.currentWrong' : 'common.required')
    : undefined;
  return (
    <SubView title={t('account.changePassword')} onBack={onBack}>
      <SubmitForm
        onSubmit={submit}
        submitLabel={t('account.changePassword')}
        submitting={change.isPending}
      >
        <TextField
          {...form.register('currentPassword')}
          type="password"
          label={t('account.currentPassword')}
          autoComplete="current-password"
          error={currentError}
        />
        <TextField
          {...form.register('newPassword')}
          type="password"
          label={t('recovery.newPassword')}
          autoComplete="new-password"
          // The rule stays in view, in red while the new password breaks it.
          {...(errors.newPassword
            ? { error: t('recovery.passwordRule') }
            : { helper: t('recovery.passwordRule') })}
        />
      </SubmitForm>
    </SubView>
  );
}
