import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

export function LoginScreen() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm />
    </AuthLayout>
  );
}
