import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { usePaymentReturn } from '@/lib/checkout';

/**
 * Back from a membership's hosted checkout (`?payment=<id>`): asks how the payment ended,
 * tells the player and refreshes their memberships; a line says so while it asks.
 */
export function MembershipPaymentReturn() {
  const { t } = useTranslation();
  const { checking } = usePaymentReturn('membership');
  if (!checking) return null;
  return (
    <Alert severity="info" icon={false} role="status">
      <Stack spacing={1}>
        {t('payment.checking')}
        <LinearProgress />
      </Stack>
    </Alert>
  );
}
