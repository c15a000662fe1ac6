import { Link as RouterLink, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { loginBodySchema } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { AuthSwitchLink } from './auth-switch-link';
import { PasswordField } from './password-field';

/** SPEC 8: a failed login shows a danger toast at the top for 5 seconds. */
export const loginErrorToastMs = 5000;

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { signIn } = useSession();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginBodySchema),
    mode: 'onTouched',
    defaultValues: { phone: '', password: '' },
  });

  const submit = handleSubmit(async (credentials) => {
    try {
      await signIn(await login.mutateAsync(credentials));
      toast.dismiss();
      await navigate(paths.user);
    } catch {
      toast.show({
        message: t('login.failed'),
        severity: 'error',
        durationMs: loginErrorToastMs,
        position: 'top',
      });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <TextField
          {...register('phone')}
          label={t('login.phone')}
          autoComplete="username"
          autoCapitalize="none"
          error={Boolean(errors.phone)}
          helperText={errors.phone && t('common.required')}
          fullWidth
        />
        <PasswordField
          {...register('password')}
          label={t('auth.password')}
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={errors.password && t('common.required')}
          fullWidth
        />
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Link component={RouterLink} to={paths.forgetPassword} variant="body2" underline="hover">
          {t('login.forgetPassword')}
        </Link>
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!isValid}
        loading={isSubmitting}
        sx={{ mt: 3 }}
      >
        {t('login.submit')}
      </Button>
      <AuthSwitchLink
        question={t('login.noAccount')}
        label={t('login.signUp')}
        to={paths.register}
      />
    </Box>
  );
}
