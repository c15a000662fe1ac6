import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenLoading } from '@/components/route-loading';
import { AuthLayout } from '../components/auth-layout';

// The form brings react-hook-form, which the login screen (loaded with this one) never needs.
const RegisterForm = lazy(async () => ({
  default: (await import('../components/register-form')).RegisterForm,
}));

export function RegisterScreen() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      <Suspense fallback={<ScreenLoading inline />}>
        <RegisterForm />
      </Suspense>
    </AuthLayout>
  );
}
