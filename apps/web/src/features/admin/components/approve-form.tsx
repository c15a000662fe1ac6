import { useForm, type Control } from 'react-hook-form';
import type { AdminClubChange, ClubApplication } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { SubmitForm } from '@/components/submit-form';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { requestResolver } from '@/lib/request-resolver';
import { useApproveApplication } from '../api/approve-application';
import { approvalBodyOf, approvalDraft, type ApprovalDraft } from './approval-draft';
import type { NewClubDraft } from './club-draft';
import { ClubFields } from './club-fields';
import { FirstCourtFields } from './first-court-fields';
import { FormField } from '@/components/form-field';
import styles from './approve-form.module.css';

interface ApproveFormProps {
  application: ClubApplication;
  onApproved: (change: AdminClubChange) => void;
}

/**
 * Approving: the club as the admin opens it (position, time zone, currency, first court),
 * filled in from the application; its owner is the applicant, invited when they have no
 * account.
 */
export function ApproveForm({ application, onApproved }: ApproveFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const approve = useApproveApplication(application.id);
  const invited = application.applicant === null;
  const form = useForm({
    mode: 'onTouched',
    defaultValues: approvalDraft(application),
    resolver: requestResolver('approveApplicationBodySchema', (draft: ApprovalDraft) =>
      approvalBodyOf(draft, invited),
    ),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      onApproved(await approve.mutateAsync(body));
    } catch (error) {
      toast.show({ message: refusalMessage(error, t('admin.failed')), severity: 'error' });
    }
  });
  // The court's fields read the new-club draft, of which the approval's draft is one.
  const courtControl = form.control as unknown as Control<NewClubDraft, unknown, unknown>;
  return (
    <SubmitForm onSubmit={submit} submitLabel={t('admin.approve')} submitting={approve.isPending}>
      <h2 className={styles.title}>{t('admin.approveTitle')}</h2>
      <ClubFields control={form.control} />
      <FormField control={form.control} name="currency" label={t('admin.field.currency')} />
      <FirstCourtFields control={courtControl} />
      <div className={styles.owner}>
        <p className={styles.ownerLine}>
          {invited
            ? t('admin.approveInvites', { name: application.contactName })
            : t('admin.approveAccount', { username: application.applicant?.username })}
        </p>
        {invited && (
          <FormField control={form.control} name="username" label={t('personChoice.username')} />
        )}
      </div>
    </SubmitForm>
  );
}
