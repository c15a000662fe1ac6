import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AuthResponse } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
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
import { DraftArea, DraftField } from '../components/draft-field';
import { SportChoice } from '../components/sport-choice';
import styles from './list-your-club-screen.module.css';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** Sent: what happens next, and the way back. */
function Sent({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.sent}>
      <p className={styles.sentTitle}>{t('listClub.sentTitle')}</p>
      <p className={styles.sentHint}>{t('listClub.sentHint')}</p>
      <ButtonLink to={signedIn ? paths.user : paths.login} variant="contained">
        {t(signedIn ? 'listClub.backHome' : 'listClub.backToSignIn')}
      </ButtonLink>
    </div>
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
      <p className={styles.intro}>{t('listClub.intro')}</p>
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
        <DraftArea control={control} name="message" label={t('listClub.field.message')} rows={3} />
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
