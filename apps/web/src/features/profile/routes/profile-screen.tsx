import Alert from '@mui/material/Alert';
import type { Profile } from '@courtside/shared';
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlertDialog } from '@/lib/alerts';
import { ErrorState } from '@/components/error-state';
import { ScreenLoading } from '@/components/route-loading';
import { useSession, useSignedInUser } from '@/lib/session';
import { LevelCard } from '../components/level-card';
import { useProfile, useSaveProfile } from '../api/profile';
import { PhotoPicker } from '../components/photo-picker';
import { ProfileForm } from '../components/profile-form';
import { toFormData, useProfileForm, type ProfileFormApi } from '../components/profile-form-state';
import { ProfileSummary } from '../components/profile-summary';
import { AccountCard } from '../components/account-card';
import { SubView } from '../components/sub-view';
import { ChangePassword } from '../components/change-password';
import { EmailVerification } from '../components/email-verification';

function PhotoField({ form, current }: { form: ProfileFormApi; current: string | null }) {
  const { field } = useController({ control: form.control, name: 'photo' });
  return <PhotoPicker current={current} chosen={field.value} onChoose={field.onChange} />;
}

function EditProfile({ profile, onBack }: { profile: Profile; onBack: () => void }) {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
  const { updateUser } = useSession();
  const save = useSaveProfile();
  const form = useProfileForm(profile);
  const { reset: forgetRefusal } = save;
  // A change answers the server's refusal: it is no longer shown.
  useEffect(() => {
    const subscription = form.watch(() => forgetRefusal());
    return () => subscription.unsubscribe();
  }, [form, forgetRefusal]);
  const submit = form.handleSubmit(() =>
    save.mutate(toFormData(form.getValues()), {
      onSuccess: async (saved) => {
        await updateUser(saved);
        alerts.show({
          kind: 'success',
          title: t('profile.saved'),
          message: t('profile.savedMessage'),
          onClose: onBack,
        });
      },
    }),
  );
  return (
    <SubView title={t('profile.editTitle')} onBack={onBack}>
      {save.error && <Alert severity="error">{save.error.message}</Alert>}
      <ProfileForm
        control={form.control}
        onSubmit={submit}
        saving={save.isPending}
        photo={<PhotoField form={form} current={profile.photoThumbnail} />}
      />
    </SubView>
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
  if (view === 'edit') return <EditProfile profile={profile.data} onBack={back} />;
  if (view === 'email') return <EmailVerification onBack={back} />;
  if (view === 'password') return <ChangePassword onBack={back} />;
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
