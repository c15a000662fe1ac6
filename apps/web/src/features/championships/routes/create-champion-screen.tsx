import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { MyClub } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { ErrorState } from '@/components/error-state';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { useCreateChampion } from '../api/champion-changes';
import { useOwnerClub } from '../api/owner-club';
import { ChampionFields } from '../components/champion-form';
import { championBodyOf, useChampionFormState } from '../components/champion-form-state';

/** SPEC 2 Create Champion (create-champion, owner). */
export function CreateChampionScreen() {
  const club = useOwnerClub();
  if (club.isPending) return <CardListSkeleton photoSize={0} rows={3} />;
  if (club.isError)
    return <ErrorState onRetry={() => void club.refetch()} retrying={club.isFetching} />;
  return <CreateChampionForm club={club.data} />;
}

function CreateChampionForm({ club }: { club: MyClub }) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useChampionFormState();
  const create = useCreateChampion();

  const save = () => {
    const { body, errors } = championBodyOf(form.values, club);
    form.setErrors(errors);
    // SPEC 5: not submitted while invalid.
    if (!body) return;
    create.mutate(body, {
      onSuccess: () => {
        // SPEC 4: form reset, club set again (the club is the owner's, always shown).
        form.reset();
        toast.show({ message: t('championships.form.saved'), severity: 'success' });
      },
      onError: (error) =>
        toast.show({
          message:
            error instanceof ApiError && error.status < 500
              ? error.message
              : t('championships.tryLater'),
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
      <ChampionFields form={form} club={club} />
      <Button type="submit" variant="contained" size="large" loading={create.isPending}>
        {t('championships.form.save')}
      </Button>
    </Stack>
  );
}
