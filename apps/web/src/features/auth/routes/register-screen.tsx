import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';

export function RegisterScreen() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      <RegisterForm />
    </AuthLayout>
  );
}
