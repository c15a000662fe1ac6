import type { Profile } from '@courtside/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { ScreenLoading } from '@/components/route-loading';
import { useSignedInUser } from '@/lib/session';
import { LevelCard } from '../components/level-card';
import { useProfile } from '../api/profile';
import { ProfileSummary } from '../components/profile-summary';
import { AccountCard } from '../components/account-card';

// The summary paints first; its forms (react-hook-form, text fields) load when one is opened.
const EditProfile = lazy(async () => ({
  default: (await import('../components/edit-profile')).EditProfile,
}));
const EmailVerification = lazy(async () => ({
  default: (await import('../components/email-verification')).EmailVerification,
}));
const ChangePassword = lazy(async () => ({
  default: (await import('../components/change-password')).ChangePassword,
}));

function OpenedView({
  view,
  profile,
  onBack,
}: {
  view: Exclude<View, 'summary'>;
  profile: Profile;
  onBack: () => void;
}) {
  return (
    <Suspense fallback={<ScreenLoading inline />}>
      {view === 'edit' && <EditProfile profile={profile} onBack={onBack} />}
      {view === 'email' && <EmailVerification onBack={onBack} />}
      {view === 'password' && <ChangePassword onBack={onBack} />}
    </Suspense>
  );
}

type View = 'summary' | 'edit' | 'email' | 'password';

/**
 * SPEC 2 Profile: the summary, and the edit form toggled from it with a back button; the
 * account card under the summary opens the e-mail's verification and Change password.
 */
export function ProfileScreen() {
  const profile = useProfile();
  const user = useSignedInUser();
  const [view, setView] = useState<View>('summary');
  const back = () => setView('summary');
  // The summary and its views are one screen's faces: each opens at its top, not where the
  // other was scrolled to reach its button. In braces: Chromium's scrollTo answers a promise,
  // which React would take for the effect's cleanup and call.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [view]);
  if (profile.isPending) return <ScreenLoading inline />;
  if (profile.isError)
    return <ErrorState onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  if (view !== 'summary') return <OpenedView view={view} profile={profile.data} onBack={back} />;
  return (
    <ProfileSummary
      profile={profile.data}
      onEdit={() => setView('edit')}
      levelCard={<LevelCard userId={user.id} />}
      account={
        <AccountCard onEmail={() => setView('email')} onPassword={() => setView('password')} />
      }
    />
  );
}
