import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminClubChange } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
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

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack spacing={2} component="section">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The club has been opened: its invitation link, if its owner was invited, and the way on. */
function Opened({ change }: { change: AdminClubChange }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="p">
        {t('admin.clubOpened', { name: change.club.name })}
      </Typography>
      {change.invitation && (
        <InvitationLink invitation={change.invitation} hint="admin.invitationHint" />
      )}
      <Button component={RouterLink} to={adminClubPath(change.club.id)} variant="contained">
        {t('admin.openClub')}
      </Button>
    </Stack>
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
