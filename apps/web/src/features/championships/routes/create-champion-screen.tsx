import type { MyClub } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { OwnerClubGate } from '@/components/owner-club-gate';
import { SubmitForm } from '@/components/submit-form';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { useCreateChampion } from '../api/champion-changes';
import { ChampionFields } from '../components/champion-form';
import { useChampionForm } from '../components/champion-form-state';

/** SPEC 2 Create Champion (create-champion, owner). */
export function CreateChampionScreen() {
  return <OwnerClubGate>{(club) => <CreateChampionForm club={club} />}</OwnerClubGate>;
}

function CreateChampionForm({ club }: { club: MyClub }) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useChampionForm(club);
  const create = useCreateChampion();

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
      <ChampionFields control={form.control} club={club} />
    </SubmitForm>
  );
}
