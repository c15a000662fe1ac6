import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '@courtside/shared';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { acceptInvitation, fetchInvitation } from '../api/invitation';
import { AuthLayout } from '../components/auth-layout';
import styles from '../components/auth.module.css';
import { PasswordField } from '../components/password-field';
import { SubmitButton } from '../components/submit-button';

type Loaded =
  { state: 'loading' } | { state: 'spent' } | { state: 'ready'; invitation: Invitation };

const minimumPasswordLength = 8;

/** The invitation, read once: a link used already, expired or unknown is said so. */
function useInvitation(token: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    fetchInvitation(token, abort.signal).then(
      (invitation) => setLoaded({ state: 'ready', invitation }),
      (error: unknown) => {
        if (!abort.signal.aborted) setLoaded({ state: 'spent' });
        if (!(error instanceof ApiError)) console.error(error);
      },
    );
    return () => abort.abort();
  }, [token]);
  return loaded;
}

/**
 * An invited club owner's one-time link: they choose their password, are signed in, and land
 * in their club.
 */
export function InvitationScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const loaded = useInvitation(token);
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await signIn(await acceptInvitation(token, password));
      await navigate(paths.manageReservation);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  if (loaded.state !== 'ready')
    return (
      <AuthLayout
        title={t('invitation.title')}
        subtitle={loaded.state === 'loading' ? t('invitation.loading') : t('invitation.spent')}
      >
        <Link to={paths.login} className={styles.link}>
          {t('invitation.toSignIn')}
        </Link>
      </AuthLayout>
    );
  const { invitation } = loaded;
  return (
    <AuthLayout
      title={t('invitation.welcome', { name: invitation.name })}
      subtitle={t('invitation.subtitle', {
        club: invitation.clubName,
        username: invitation.username,
      })}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div className={styles.fields}>
          <PasswordField
            label={t('invitation.password')}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={failed ? t('invitation.failed') : undefined}
          />
        </div>
        <SubmitButton disabled={password.length < minimumPasswordLength} busy={busy}>
          {t('invitation.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
