import type { MyClub } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { OwnerClubGate } from '@/components/owner-club-gate';
import { SubmitForm } from '@/components/submit-form';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { useCreateChampionship } from '../api/create-championship';
import { ChampionshipFields } from '../components/championship-form';
import { useChampionshipForm } from '../components/championship-form-state';

/** SPEC 2 Create Champion (create-champion, owner). */
export function CreateChampionshipScreen() {
  return <OwnerClubGate>{(club) => <CreateChampionshipForm club={club} />}</OwnerClubGate>;
}

function CreateChampionshipForm({ club }: { club: MyClub }) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useChampionshipForm(club);
  const create = useCreateChampionship();

  // SPEC 5: not submitted while invalid; the resolver marks the refused fields instead.
  const save = form.handleSubmit((body) => {
    create.mutate(body, {
      onSuccess: () => {
        // SPEC 4: form reset, club set again (the club is the owner's, always shown).
        form.reset();
        toast.show({ message: t('championships.form.saved'), severity: 'success' });
      },
      onError: (error) =>
        toast.show({
          message: refusalMessage(error, t('championships.tryLater')),
          severity: 'error',
        }),
    });
  });

  return (
    <SubmitForm
      onSubmit={save}
      submitLabel={t('championships.form.save')}
      submitting={create.isPending}
    >
      <ChampionshipFields control={form.control} club={club} />
    </SubmitForm>
  );
}
