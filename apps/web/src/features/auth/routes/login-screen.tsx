import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';
import { AuthSwitchLink } from '../components/auth-switch-link';
import { LoginForm } from '../components/login-form';
import { paths } from '@/lib/paths';

export function LoginScreen() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm />
      <AuthSwitchLink
        question={t('listClub.question')}
        label={t('listClub.entry')}
        to={paths.listYourClub}
      />
    </AuthLayout>
  );
}
