import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminClubChange } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { SubmitForm } from '@/components/submit-form';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { adminClubPath } from '@/lib/paths';
import { requestResolver } from '@/lib/request-resolver';
import { useCreateClub } from '../api/create-club';
import { createClubBodyOf, newClubDraft, type NewClubDraft } from '../components/club-draft';
import { ClubFields } from '../components/club-fields';
import { FirstCourtFields } from '../components/first-court-fields';
import { FormField } from '@/components/form-field';
import { LazyInvitationLink as InvitationLink } from '@/components/person-choice/lazy-invitation-link';
import { OwnerFields } from '../components/owner-fields';
import styles from './admin-screen.module.css';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={styles.stack}>
      <h2 className={styles.section}>{title}</h2>
      {children}
    </section>
  );
}

/** The club has been opened: its invitation link, if its owner was invited, and the way on. */
function Opened({ change }: { change: AdminClubChange }) {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <p className={styles.opened}>{t('admin.clubOpened', { name: change.club.name })}</p>
      {change.invitation && (
        <InvitationLink invitation={change.invitation} hint="admin.invitationHint" />
      )}
      <ButtonLink to={adminClubPath(change.club.id)} variant="contained">
        {t('admin.openClub')}
      </ButtonLink>
    </div>
  );
}

/** The admin opens a club: its place, its first court and its owner. */
export function NewClubScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateClub();
  const [opened, setOpened] = useState<AdminClubChange | null>(null);
  const form = useForm({
    mode: 'onTouched',
    defaultValues: newClubDraft(),
    resolver: requestResolver('createClubBodySchema', (draft: NewClubDraft) =>
      createClubBodyOf(draft),
    ),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      setOpened(await create.mutateAsync(body));
    } catch (error) {
      toast.show({ message: refusalMessage(error, t('admin.failed')), severity: 'error' });
    }
  });
  if (opened) return <Opened change={opened} />;
  return (
    <SubmitForm onSubmit={submit} submitLabel={t('admin.createClub')} submitting={create.isPending}>
      <Section title={t('admin.clubSection')}>
        <ClubFields control={form.control} />
        <FormField control={form.control} name="currency" label={t('admin.field.currency')} />
      </Section>
      <Section title={t('admin.courtSection')}>
        <FirstCourtFields control={form.control} />
      </Section>
      <Section title={t('admin.ownerSection')}>
        <OwnerFields control={form.control} prefix="owner" />
      </Section>
    </SubmitForm>
  );
}
