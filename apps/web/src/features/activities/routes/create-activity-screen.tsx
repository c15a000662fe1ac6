import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { MyClub } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { ErrorState } from '@/components/error-state';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { useCreateActivity, useOwnerClub } from '../api/activities';
import { ActivityFields } from '../components/activity-form';
import { activityBodyOf, useActivityFormState } from '../components/activity-form-state';

/** SPEC 2 Create Activity (create-activity, owner). */
export function CreateActivityScreen() {
  const club = useOwnerClub();
  if (club.isPending) return <CardListSkeleton photoSize={0} rows={3} />;
  if (club.isError)
    return <ErrorState onRetry={() => void club.refetch()} retrying={club.isFetching} />;
  return <CreateActivityForm club={club.data} />;
}

function CreateActivityForm({ club }: { club: MyClub }) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useActivityFormState();
  const create = useCreateActivity();

  const save = () => {
    const { body, errors } = activityBodyOf(form.values, club);
    form.setErrors(errors);
    if (!body) return;
    create.mutate(body, {
      onSuccess: (created) => {
        // SPEC 4: form reset, club name kept (it is the owner's, always shown).
        form.reset();
        const skipped = created.skippedMonths.length;
        toast.show({
          message: skipped
            ? t('activities.form.savedSkipping', {
                n: created.dates.length,
                months: created.skippedMonths.join(', '),
              })
            : t('activities.form.saved', { n: created.dates.length }),
          severity: 'success',
        });
      },
      onError: (error) =>
        toast.show({
          message:
            error instanceof ApiError && error.status < 500
              ? error.message
              : t('activities.tryLater'),
          severity: 'error',
        }),
    });
  };

  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <ActivityFields form={form} club={club} />
      <Button type="submit" variant="contained" size="large" loading={create.isPending}>
        {t('activities.form.save')}
      </Button>
    </Stack>
  );
}
