import type { Match, PadelUser } from '@courtside/shared';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '@/components/phone-field';
import { SubmitForm } from '@/components/submit-form';
import { useAlertDialog } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { usePhoneReader, type PhoneReader } from '@/lib/phone';
import { requestResolver } from '@/lib/request-resolver';
import { useSignedInUser } from '@/lib/session';
import type { FormControlOf } from '@/lib/use-text-field';
import { useJoinMatch } from '../api/join-match';
import { useFavorites } from '../api/favorites';
import { PartnerStars } from './partner-stars';
import { PartnersField } from './partners-field';
import styles from './join-forms.module.css';

interface JoinValues {
  /** As typed (grouped as it is typed); sent in its stored form. */
  phone: string;
  partners: PadelUser[];
}

/** The partners chosen, each with their star (issue 10, item 3). */
function Partners({
  control,
  freeSeats,
}: {
  control: FormControlOf<JoinValues>;
  freeSeats: number;
}) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'partners' });
  const favorites = useFavorites();
  const starred = new Set((favorites.data ?? []).map((player) => player.id));
  return (
    <>
      <PartnersField
        value={field.value}
        onChange={field.onChange}
        helper={t('matches.partnersHint', { n: freeSeats - 1 })}
      />
      <PartnerStars partners={field.value} starred={starred} />
    </>
  );
}

/**
 * The phone a player gives on joining (SPEC 5 Match join): their own to begin with, read in
 * the club's country; the spec's 3-4-3 mask is kept for ten local digits.
 */
export function JoinPhoneField(props: {
  reader: PhoneReader | null;
  value: string;
  onChange: (shown: string) => void;
  onBlur?: () => void;
}) {
  const { t } = useTranslation();
  return <PhoneField {...props} label={t('matches.phone')} required />;
}

/** Whether a phone is one the rule reads, where the match's club is. */
export const isWholePhone = (reader: PhoneReader | null, phone: string) =>
  reader?.stored(phone) != null;

/**
 * SPEC 5 Match join: a phone and, optionally, partners; submit waits until valid. The shared
 * join schema checks the request as the server does, the phone read by the one phone rule;
 * the seats left are this form's own rule.
 */
export function JoinForm({ match, freeSeats }: { match: Match; freeSeats: number }) {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
  const join = useJoinMatch(match.id);
  const reader = usePhoneReader(match.club.timeZone);
  const ownPhone = useSignedInUser().Phone;
  const form = useForm({
    defaultValues: { phone: ownPhone, partners: [] } as JoinValues,
    resolver: requestResolver(
      'matchJoinBodySchema',
      ({ phone, partners }: JoinValues) => ({
        phone,
        partners: partners.map((partner) => partner.id),
      }),
      { phones: { fields: ['phone'], clubTimeZone: () => match.club.timeZone } },
    ),
  });
  const phone = useController({ control: form.control, name: 'phone' }).field;
  const partners = useWatch({ control: form.control, name: 'partners' });
  const valid = isWholePhone(reader, phone.value) && partners.length < freeSeats;

  const submit = form.handleSubmit((body) => {
    if (!valid) return;
    join.mutate(body, {
      onSuccess: () =>
        alerts.show({
          kind: 'success',
          title: t('matches.requestSent'),
          message: t('matches.requestSentMessage'),
        }),
      onError: (error) =>
        alerts.show({
          kind: 'error',
          title: t('matches.requestFailed'),
          message: error instanceof ApiError ? error.message : t('common.unexpectedError'),
        }),
    });
  });

  return (
    <SubmitForm
      onSubmit={submit}
      submitLabel={t('matches.sendRequest')}
      submitting={join.isPending}
      disabled={!valid}
      spacing={2}
    >
      <h2 className={styles.title}>{t('matches.joinTitle')}</h2>
      <JoinPhoneField
        reader={reader}
        value={phone.value}
        onChange={phone.onChange}
        onBlur={phone.onBlur}
      />
      <Partners control={form.control} freeSeats={freeSeats} />
    </SubmitForm>
  );
}
