import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { AuthSwitchLink } from './auth-switch-link';
import { GameChoice } from './game-choice';
import { PasswordField } from './password-field';
import { useRegisterForm } from './use-register-form';

export function RegisterForm() {
  const { t } = useTranslation();
  const { form, submit, errorText } = useRegisterForm();
  const {
    register,
    control,
    formState: { errors, isValid, isSubmitting },
  } = form;

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <TextField
          {...register('username')}
          label={t('register.username')}
          placeholder={t('register.usernamePlaceholder')}
          // The floating label would hide the placeholder until the field is focused.
          slotProps={{ inputLabel: { shrink: true } }}
          autoComplete="username"
          autoCapitalize="none"
          error={Boolean(errors.username)}
          helperText={errorText('username')}
          fullWidth
        />
        <TextField
          {...register('Name')}
          label={t('register.firstName')}
          autoComplete="given-name"
          error={Boolean(errors.Name)}
          helperText={errorText('Name')}
          fullWidth
        />
        <TextField
          {...register('phone')}
          label={t('register.phone')}
          type="tel"
          autoComplete="tel"
          error={Boolean(errors.phone)}
          helperText={errorText('phone')}
          fullWidth
        />
        <GameChoice control={control} />
        <PasswordField
          {...register('password')}
          label={t('auth.password')}
          autoComplete="new-password"
          error={Boolean(errors.password)}
          helperText={errorText('password')}
          fullWidth
        />
      </Stack>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!isValid}
        loading={isSubmitting}
        sx={{ mt: 3 }}
      >
        {t('register.submit')}
      </Button>
      <AuthSwitchLink
        question={t('register.haveAccount')}
        label={t('register.signIn')}
        to={paths.login}
      />
    </Box>
  );
}
