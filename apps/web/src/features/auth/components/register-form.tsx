import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import styles from './auth.module.css';
import { AuthSwitchLink } from './auth-switch-link';
import { GameChoice } from './game-choice';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from '@/components/text-field';
import { useRegisterForm } from './use-register-form';

export function RegisterForm() {
  const { search } = useLocation();
  const { t } = useTranslation();
  const { form, submit, submitting, errorText, prepareChecks } = useRegisterForm();
  const { register, control, formState } = form;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} onFocus={prepareChecks}>
      <div className={styles.fields}>
        <TextField
          {...register('username')}
          label={t('register.username')}
          placeholder={t('register.usernamePlaceholder')}
          // The floating label would hide the placeholder until the field is focused.
          shrinkLabel
          autoComplete="username"
          autoCapitalize="none"
          error={errorText('username')}
        />
        <TextField
          {...register('Name')}
          label={t('register.firstName')}
          autoComplete="given-name"
          error={errorText('Name')}
        />
        <TextField
          {...register('phone')}
          label={t('register.phone')}
          type="tel"
          autoComplete="tel"
          error={errorText('phone')}
        />
        <GameChoice control={control} />
        <PasswordField
          {...register('password')}
          label={t('auth.password')}
          autoComplete="new-password"
          error={errorText('password')}
        />
      </div>
      <SubmitButton disabled={!formState.isValid} busy={submitting}>
        {t('register.submit')}
      </SubmitButton>
      <AuthSwitchLink
        question={t('register.haveAccount')}
        label={t('register.signIn')}
        to={`${paths.login}${search}`}
      />
    </form>
  );
}
