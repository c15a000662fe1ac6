import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import type { MyBooking } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatClockTime } from '../../../lib/calendar-date';
import { useToast } from '../../../components/toast';
import { checkoutUrlOf } from '../../../lib/checkout';
import { useCancelHold } from '../api/my-holds';
import { declinedHoldPath } from './checkout/declined-hold';
import { holdCardId, minutesLeft } from './own-holds';

interface OwnHoldsPanelProps {
  /** The player's live holds on the day shown. */
  holds: readonly MyBooking[];
  now: Date;
}

/** The player's unpaid holds of the day: resume the checkout they left, or give the hours up. */
export function OwnHoldsPanel({ holds, now }: OwnHoldsPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const toasts = useToast();
  // Here rather than in a card: the card is gone once its hold is, before the answer is told.
  const cancel = useCancelHold();
  const giveUp = (hold: MyBooking) =>
    cancel.mutate(hold.id, {
      onSuccess: () => toasts.show({ message: t('ownHold.cancelled'), severity: 'success' }),
      onError: () => toasts.show({ message: t('ownHold.cancelFailed'), severity: 'error' }),
    });
  if (holds.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1}>
      <Typography id={titleId} variant="subtitle1" component="h2">
        {t('ownHold.title')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {holds.map((hold) => (
          <li key={hold.id}>
            <OwnHoldCard
              hold={hold}
              minutes={minutesLeft(hold, now)}
              cancelling={cancel.isPending && cancel.variables === hold.id}
              onCancel={() => giveUp(hold)}
            />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

interface OwnHoldCardProps {
  hold: MyBooking;
  minutes: number;
  cancelling: boolean;
  onCancel: () => void;
}

function OwnHoldCard({ hold, minutes, cancelling, onCancel }: OwnHoldCardProps) {
  const { t } = useTranslation();
  const summaryId = useId();
  const checkout = checkoutUrlOf(hold);
  return (
    <Card
      id={holdCardId(hold)}
      tabIndex={-1}
      variant="outlined"
      sx={(theme) => ({
        p: 1.5,
        borderColor: 'secondary.dark',
        bgcolor: alpha(theme.palette.secondary.main, 0.18),
      })}
    >
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
        <HourglassTopRounded aria-hidden />
        <Stack id={summaryId} sx={{ minWidth: 0 }}>
          <Typography dir="auto" sx={{ fontWeight: 700 }}>
            {hold.court.name}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('bookingPayment.timeRange', {
              start: formatClockTime(hold.startTime, currentLanguage()),
              end: formatClockTime(hold.endTime, currentLanguage()),
            })}
          </Typography>
          <Typography variant="body2">{t('ownHold.timeLeft', { minutes })}</Typography>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1.25 }}>
        {checkout && (
          <Button variant="contained" href={checkout} aria-describedby={summaryId}>
            {t('ownHold.resume')}
          </Button>
        )}
        {hold.paymentStatus === 'failed' && (
          <Button
            variant="contained"
            component={RouterLink}
            to={declinedHoldPath(hold)}
            aria-describedby={summaryId}
          >
            {t('ownHold.payAnotherWay')}
          </Button>
        )}
        <Button
          variant="outlined"
          onClick={onCancel}
          loading={cancelling}
          aria-describedby={summaryId}
        >
          {t('ownHold.cancel')}
        </Button>
      </Stack>
    </Card>
  );
}
