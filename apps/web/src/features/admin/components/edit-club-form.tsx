import { useForm } from 'react-hook-form';
import type { AdminClub } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { SubmitForm } from '@/components/submit-form';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { requestResolver } from '@/lib/request-resolver';
import { useEditClub } from '../api/edit-club';
import { clubFieldsOf, draftOfClub, type ClubFieldsDraft } from './club-draft';
import { ClubFields } from './club-fields';

/** The club's name, address, position and time zone, changed by the admin. */
export function EditClubForm({ club }: { club: AdminClub }) {
  const { t } = useTranslation();
  const toast = useToast();
  const edit = useEditClub(club.id);
  const form = useForm({
    mode: 'onTouched',
    defaultValues: draftOfClub(club),
    resolver: requestResolver('clubFieldsSchema', (draft: ClubFieldsDraft) => clubFieldsOf(draft)),
  });
  const submit = form.handleSubmit(async (fields) => {
    try {
      await edit.mutateAsync(fields);
      toast.show({ message: t('admin.saved'), severity: 'success' });
    } catch (error) {
      toast.show({ message: refusalMessage(error, t('admin.failed')), severity: 'error' });
    }
  });
  return (
    <SubmitForm onSubmit={submit} submitLabel={t('admin.save')} submitting={edit.isPending}>
      <ClubFields control={form.control} />
    </SubmitForm>
  );
}
