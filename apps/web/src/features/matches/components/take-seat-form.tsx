import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Match } from '@courtside/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlertDialog } from '@/lib/alerts';
import { formatPrice } from '@/lib/money';
import { usePhoneReader } from '@/lib/phone';
import { useSignedInUser } from '@/lib/session';
import { useTakeSeat } from '../api/take-seat';
import { isWholePhone, JoinPhoneField } from './join-form';
import { shareMethods } from './share-actions';

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
    <Stack component="section" spacing={2} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        {t('matches.takeSeatTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {share !== null && currency
          ? t('matches.takeSeatHint', { amount: formatPrice(share, currency) })
          : t('matches.takeSeatHintFree')}
      </Typography>
      <JoinPhoneField reader={reader} value={phone} onChange={setPhone} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
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
      </Stack>
      {take.error && <Alert severity="error">{take.error.message}</Alert>}
    </Stack>
  );
}
