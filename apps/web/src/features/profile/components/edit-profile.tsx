import type { Profile } from '@courtside/shared';
import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { useAlertDialog } from '@/lib/alerts';
import { useSession } from '@/lib/session';
import { useSaveProfile } from '../api/save-profile';
import { PhotoPicker } from './photo-picker';
import { ProfileForm } from './profile-form';
import { toFormData, useProfileForm, type ProfileFormApi } from './profile-form-state';
import { SubView } from './sub-view';

function PhotoField({ form, current }: { form: ProfileFormApi; current: string | null }) {
  const { field } = useController({ control: form.control, name: 'photo' });
  return <PhotoPicker current={current} chosen={field.value} onChoose={field.onChange} />;
}

/** The profile's edit form, opened from its summary. */
export function EditProfile({ profile, onBack }: { profile: Profile; onBack: () => void }) {
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
  // The phone goes as the shared check read it (in the device's country): whole, as it is kept.
  const submit = form.handleSubmit((checked) =>
    save.mutate(toFormData({ ...form.getValues(), Phone: checked.Phone ?? '' }), {
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
