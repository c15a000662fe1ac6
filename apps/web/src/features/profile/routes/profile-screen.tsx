import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import type { Profile } from '@courtside/shared';
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlertDialog } from '@/lib/alerts';
import { ErrorState } from '@/components/error-state';
import { mirrorInRtl } from '@/components/mirror';
import { ScreenLoading } from '@/components/route-loading';
import { useSession } from '@/lib/session';
import { useProfile, useSaveProfile } from '../api/profile';
import { PhotoPicker } from '../components/photo-picker';
import { ProfileForm } from '../components/profile-form';
import { toFormData, useProfileForm, type ProfileFormApi } from '../components/profile-form-state';
import { ProfileSummary } from '../components/profile-summary';

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
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label={t('profile.back')} onClick={onBack}>
          <ArrowBackRounded sx={mirrorInRtl} />
        </IconButton>
        <Typography variant="h6" component="h2">
          {t('profile.editTitle')}
        </Typography>
      </Stack>
      {save.error && <Alert severity="error">{save.error.message}</Alert>}
      <ProfileForm
        control={form.control}
        onSubmit={submit}
        saving={save.isPending}
        photo={<PhotoField form={form} current={profile.photoThumbnail} />}
      />
    </Stack>
  );
}

/** SPEC 2 Profile: the summary, and the edit form toggled from it with a back button. */
export function ProfileScreen() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  // The summary and the form are one screen's two faces: each opens at its top, not where
  // the other was scrolled to reach its button.
  useEffect(() => window.scrollTo({ top: 0 }), [editing]);
  if (profile.isPending) return <ScreenLoading inline />;
  if (profile.isError)
    return <ErrorState onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  return editing ? (
    <EditProfile profile={profile.data} onBack={() => setEditing(false)} />
  ) : (
    <ProfileSummary profile={profile.data} onEdit={() => setEditing(true)} />
  );
}
