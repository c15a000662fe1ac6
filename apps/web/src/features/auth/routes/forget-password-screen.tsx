import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { AuthLayout } from '../components/auth-layout';
import { AuthSwitchLink } from '../components/auth-switch-link';
import { NewPasswordForm } from '../components/new-password-form';
import { ResetCodeRequestForm } from '../components/reset-code-request-form';

/**
 * Forget Password: the account by phone or username, then the 6-digit code it received (by
 * e-mail or SMS) and a new password. Sign-in is always one tap away.
 */
export function ForgetPasswordScreen() {
  const { t } = useTranslation();
  const [identifier, setIdentifier] = useState<string | null>(null);
  return (
    <AuthLayout
      title={t('recovery.title')}
      subtitle={identifier === null ? t('recovery.subtitle') : t('recovery.codeSubtitle')}
    >
      {identifier === null ? (
        <ResetCodeRequestForm onSent={setIdentifier} />
      ) : (
        <NewPasswordForm identifier={identifier} onRestart={() => setIdentifier(null)} />
      )}
      <AuthSwitchLink
        question={t('recovery.remembered')}
        label={t('recovery.backToSignIn')}
        to={paths.login}
      />
    </AuthLayout>
  );
}
