import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { activitySeatMethods, type ActivitySeatMethod } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { HostedPaymentMethods } from '@/components/hosted-payment-methods';
import { usePlacePayment } from './use-place-payment';

/** The ways to pay a place: coins, at the club, or online (card, wallet, mobile). */
export function PlacePayment({ nightId, clubTimeZone }: { nightId: string; clubTimeZone: string }) {
  const { t } = useTranslation();
  const { pay, busy } = usePlacePayment(nightId);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {t('socials.payHow')}
      </Typography>
      <HostedPaymentMethods
        methods={activitySeatMethods}
        clubTimeZone={clubTimeZone}
        busy={busy}
        onPay={(method, phone) => pay(method as ActivitySeatMethod, phone)}
      />
    </Stack>
  );
}
