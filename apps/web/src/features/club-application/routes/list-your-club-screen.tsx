import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuthResponse } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { SubmitForm } from '@/components/submit-form';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { requestResolver } from '@/lib/request-resolver';
import { useSession } from '@/lib/session';
import { useSendApplication } from '../api/send-application';
import {
  applicationBodyOf,
  applicationDraft,
  type ApplicationDraft,
} from '../components/application-draft';
import { DraftField } from '../components/draft-field';
import { SportChoice } from '../components/sport-choice';

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

/** Sent: what happens next, and the way back. */
function Sent({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="p">
        {t('listClub.sentTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('listClub.sentHint')}
      </Typography>
      <Button component={RouterLink} to={signedIn ? paths.user : paths.login} variant="contained">
        {t(signedIn ? 'listClub.backHome' : 'listClub.backToSignIn')}
      </Button>
    </Stack>
  );
}

/** The application as typed, checked with the shared schema the server checks it with. */
function useApplicationForm(user: AuthResponse | null) {
  return useForm({
    mode: 'onTouched',
    defaultValues: applicationDraft(user),
    // No club exists yet: the contact's phone is read in the country the device is in.
    resolver: requestResolver(
      'clubApplicationBodySchema',
      (draft: ApplicationDraft) => applicationBodyOf(draft),
      { phones: { fields: ['contactPhone'] } },
    ),
  });
}

/**
 * "List your club": a club's people describe it and say whom to contact; the platform's admin
 * approves (and the club opens, with them as its owner) or declines it. Signed in, the contact
 * is the account's, and the account becomes the owner.
 */
export function ListYourClubScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useSession();
  const send = useSendApplication(user !== null);
  const [sent, setSent] = useState(false);
  const form = useApplicationForm(user);
  const submit = form.handleSubmit(async (body) => {
    try {
      await send.mutateAsync(body);
      setSent(true);
    } catch (error) {
      toast.show({ message: refusalMessage(error, t('listClub.failed')), severity: 'error' });
    }
  });
  if (sent) return <Sent signedIn={user !== null} />;
  const { control } = form;
  return (
    <SubmitForm onSubmit={submit} submitLabel={t('listClub.send')} submitting={send.isPending}>
      <Typography variant="body2" color="text.secondary">
        {t('listClub.intro')}
      </Typography>
      <Section title={t('listClub.clubSection')}>
        <DraftField
          control={control}
          name="clubName"
          label={t('listClub.field.clubName')}
          required
        />
        <DraftField control={control} name="address" label={t('listClub.field.address')} required />
        <DraftField control={control} name="area" label={t('listClub.field.area')} required />
        <SportChoice control={control} />
        <DraftField
          control={control}
          name="courts"
          label={t('listClub.field.courts')}
          inputMode="numeric"
          required
        />
        <DraftField
          control={control}
          name="message"
          label={t('listClub.field.message')}
          multiline
          minRows={3}
        />
      </Section>
      <Section title={t('listClub.contactSection')}>
        <DraftField
          control={control}
          name="contactName"
          label={t('listClub.field.name')}
          required
        />
        <DraftField
          control={control}
          name="contactPhone"
          label={t('listClub.field.phone')}
          inputMode="tel"
          autoComplete="tel"
          required
        />
        <DraftField
          control={control}
          name="contactEmail"
          label={t('listClub.field.email')}
          inputMode="email"
          autoComplete="email"
          required
        />
      </Section>
    </SubmitForm>
  );
}
