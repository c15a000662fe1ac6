import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Match, PaymentMethod } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { ReceiptLinks } from '@/components/receipt-links';
import { useLeaveMatch } from '../api/leave-match';
import { usePayShare } from '../api/pay-share';

/** The ways a player pays their share in the app: at the club, in coins, by card. */
export const shareMethods: readonly PaymentMethod[] = ['cash', 'coins', 'card'];

/**
 * What a seated player does with their share: pay it (at the club, in coins, by card) while
 * it waits, and give their seat back, the share going back by the refund rule.
 */
export function ShareActions({ match, userId }: { match: Match; userId: string }) {
  const { t } = useTranslation();
  const pay = usePayShare(match.id);
  const leave = useLeaveMatch(match.id);
  const share = match.myShare;
  if (!share) return null;
  const failed = pay.error ?? leave.error;
  return (
    <Stack spacing={1.5}>
      {share.state === 'to_pay' && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {shareMethods.map((method) => (
            <Button
              key={method}
              variant={method === 'cash' ? 'contained' : 'outlined'}
              disabled={pay.isPending}
              onClick={() => pay.mutate(method)}
            >
              {t(`matches.payShareWith.${method}`)}
            </Button>
          ))}
        </Stack>
      )}
      {share.state === 'paid' && <ReceiptLinks purpose="match" subject={match.id} />}
      {match.matchOwner.id !== userId && (
        <Button color="error" disabled={leave.isPending} onClick={() => leave.mutate()}>
          {t('matches.leaveSeat')}
        </Button>
      )}
      {failed && <Alert severity="error">{failed.message}</Alert>}
    </Stack>
  );
}
