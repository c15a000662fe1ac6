import type { MyClub } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { OwnerClubGate } from '@/components/owner-club-gate';
import { SubmitForm } from '@/components/submit-form';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { useCreateActivity } from '../api/create-activity';
import { ActivityFields } from '../components/activity-form';
import { useActivityForm } from '../components/activity-form-state';

/** SPEC 2 Create Activity (create-activity, owner). */
export function CreateActivityScreen() {
  return <OwnerClubGate>{(club) => <CreateActivityForm club={club} />}</OwnerClubGate>;
}

function CreateActivityForm({ club }: { club: MyClub }) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useActivityForm(club);
  const create = useCreateActivity();

  // Only a body the shared schema accepts gets here; refused fields are marked instead.
  const save = form.handleSubmit((body) => {
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
        toast.show({ message: refusalMessage(error, t('activities.tryLater')), severity: 'error' }),
    });
  });

  return (
    <SubmitForm
      onSubmit={save}
      submitLabel={t('activities.form.save')}
      submitting={create.isPending}
    >
      <ActivityFields form={form} club={club} />
    </SubmitForm>
  );
}
