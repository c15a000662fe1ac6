import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import SportsTennisRounded from '@mui/icons-material/SportsTennisRounded';
import { errorCodes, registerBodySchema } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useRegister } from '../api/register';
import { AuthSwitchLink } from './auth-switch-link';
import { GameToggle } from './game-toggle';
import { PasswordField } from './password-field';

type TextFieldName = 'username' | 'Name' | 'phone' | 'password';

/** What each field expects, shown when the shared schema (or the server) rejects it. */
const hintKeys: Record<TextFieldName, string> = {
  username: 'register.hints.username',
  Name: 'register.hints.Name',
  phone: 'register.hints.phone',
  password: 'register.hints.password',
};

const takenKeys: Partial<Record<TextFieldName, string>> = {
  username: 'register.usernameTaken',
  phone: 'register.phoneTaken',
};

function isTextFieldName(field: string): field is TextFieldName {
  return field in hintKeys;
}

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { signIn } = useSession();
  const registerAccount = useRegister();
  const chooseGameId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerBodySchema),
    mode: 'onTouched',
    defaultValues: {
      username: '',
      Name: '',
      phone: '',
      isFootball: false,
      isPadel: false,
      password: '',
    },
  });

  /** Puts the server's field errors (taken username or phone, rejected value) under the fields. */
  const showFieldErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    const fields = (error.body.details ?? [])
      .map((detail) => detail.field.replace(/^body\./, ''))
      .filter(isTextFieldName);
    fields.forEach((field, index) => {
      const key =
        error.body.code === errorCodes.duplicate
          ? (takenKeys[field] ?? hintKeys[field])
          : hintKeys[field];
      setError(field, { type: 'server', message: key }, { shouldFocus: index === 0 });
    });
    return fields.length > 0;
  };

  const submit = handleSubmit(async (account) => {
    try {
      await signIn(await registerAccount.mutateAsync(account));
      await navigate(paths.user);
    } catch (error) {
      if (!showFieldErrors(error)) {
        toast.show({ message: t('common.unexpectedError'), severity: 'error' });
      }
    }
  });

  const errorText = (field: TextFieldName): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    return t(error.type === 'server' && error.message ? error.message : hintKeys[field]);
  };

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
        <Box role="group" aria-labelledby={chooseGameId}>
          <FormLabel id={chooseGameId} component="p" sx={{ mb: 1, fontWeight: 600 }}>
            {t('register.chooseGame')}
          </FormLabel>
          <Stack direction="row" spacing={1.5}>
            <Controller
              control={control}
              name="isFootball"
              render={({ field }) => (
                <GameToggle
                  label={t('register.football')}
                  icon={<SportsSoccerRounded />}
                  selected={Boolean(field.value)}
                  onChange={field.onChange}
                />
              )}
            />
            <Controller
              control={control}
              name="isPadel"
              render={({ field }) => (
                <GameToggle
                  label={t('register.padel')}
                  icon={<SportsTennisRounded />}
                  selected={Boolean(field.value)}
                  onChange={field.onChange}
                />
              )}
            />
          </Stack>
        </Box>
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
