import type { Match } from '@courtside/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useAlertDialog } from '@/lib/alerts';
import { formatPrice } from '@/lib/money';
import { usePhoneReader } from '@/lib/phone';
import { useSignedInUser } from '@/lib/session';
import { useTakeSeat } from '../api/take-seat';
import { isWholePhone, JoinPhoneField } from './join-form';
import { shareMethods } from './share-actions';
import styles from './join-forms.module.css';

/**
 * A match open to join: the player gives their phone and takes a free seat by paying their
 * share, at the club, in coins or by card, in one step (no request for the organizer).
 */
export function TakeSeatForm({ match }: { match: Match }) {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
  const titleId = useId();
  const ownPhone = useSignedInUser().Phone;
  const [phone, setPhone] = useState(ownPhone);
  const reader = usePhoneReader(match.club.timeZone);
  const take = useTakeSeat(match.id);
  const ready = isWholePhone(reader, phone);
  const share = match.seatShares.find((seat) => seat.state === 'open')?.amount ?? null;
  const currency = match.court?.currency ?? null;

  const takeWith = (method: (typeof shareMethods)[number]) =>
    take.mutate(
      { method, phone: reader?.stored(phone) ?? phone },
      {
        onSuccess: (answer) => {
          if (answer.status === 'confirmed')
            alerts.show({
              kind: 'success',
              title: t('matches.seatTaken.title'),
              message: t(`matches.seatTaken.${method === 'cash' ? 'atClub' : 'paid'}`),
            });
        },
      },
    );

  return (
    <section className={styles.form} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('matches.takeSeatTitle')}
      </h2>
      <p className={styles.hint}>
        {share !== null && currency
          ? t('matches.takeSeatHint', { amount: formatPrice(share, currency) })
          : t('matches.takeSeatHintFree')}
      </p>
      <JoinPhoneField reader={reader} value={phone} onChange={setPhone} />
      <div className={styles.methods}>
        {shareMethods.map((method) => (
          <Button
            key={method}
            variant={method === 'cash' ? 'contained' : 'outlined'}
            disabled={!ready || take.isPending}
            onClick={() => takeWith(method)}
          >
            {t(`matches.takeSeatWith.${method}`)}
          </Button>
        ))}
      </div>
      {take.error && <Alert severity="error">{take.error.message}</Alert>}
    </section>
  );
}
