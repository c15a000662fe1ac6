import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { nextInUserArea, paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { login } from '../api/login';
import styles from './auth.module.css';
import { AuthSwitchLink } from './auth-switch-link';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from '@/components/text-field';
import { throttledForSeconds, waitInWords } from './retry-wait';
import { useLoginFields } from './use-login-fields';

/** SPEC 8: a failed login shows a danger toast at the top for 5 seconds. */
export const loginErrorToastMs = 5000;

export function LoginForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const toast = useToast();
  const { signIn } = useSession();
  const fields = useLoginFields();
  const [submitting, setSubmitting] = useState(false);

  const showFailure = (error: unknown) => {
    const waitSeconds = throttledForSeconds(error);
    toast.show({
      message: t('login.failed'),
      detail:
        waitSeconds === null
          ? undefined
          : t('login.tryAgainIn', { wait: waitInWords(waitSeconds, i18n.language) }),
      severity: 'error',
      durationMs: loginErrorToastMs,
      position: 'top',
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields.valid) return;
    setSubmitting(true);
    try {
      const answer = await login(fields.credentials());
      await signIn(answer);
      toast.dismiss();
      // The platform's admins have an area of their own; a player goes on to the page they
      // opened before signing in, if any.
      await navigate(
        answer.role === 'admin' ? paths.admin : (nextInUserArea(search) ?? paths.user),
      );
    } catch (error) {
      showFailure(error);
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <div className={styles.fields}>
        <TextField
          {...fields.props('phone')}
          label={t('login.phone')}
          autoComplete="username"
          autoCapitalize="none"
        />
        <PasswordField
          {...fields.props('password')}
          label={t('auth.password')}
          autoComplete="current-password"
        />
      </div>
      <div className={styles.forgotRow}>
        <Link to={paths.forgetPassword} className={styles.link}>
          {t('login.forgetPassword')}
        </Link>
      </div>
      <SubmitButton disabled={!fields.valid} busy={submitting}>
        {t('login.submit')}
      </SubmitButton>
      <AuthSwitchLink
        question={t('login.noAccount')}
        label={t('login.signUp')}
        to={`${paths.register}${search}`}
      />
    </form>
  );
}
