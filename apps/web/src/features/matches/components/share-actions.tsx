import type { Match, PaymentMethod } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ReceiptLinks } from '@/components/receipt-links';
import { useLeaveMatch } from '../api/leave-match';
import { usePayShare } from '../api/pay-share';
import styles from './match-parts.module.css';

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
    <div className={styles.column}>
      {share.state === 'to_pay' && (
        <div className={styles.wrapRow}>
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
        </div>
      )}
      {share.state === 'paid' && <ReceiptLinks purpose="match" subject={match.id} />}
      {match.matchOwner.id !== userId && (
        <Button danger disabled={leave.isPending} onClick={() => leave.mutate()}>
          {t('matches.leaveSeat')}
        </Button>
      )}
      {failed && <Alert severity="error">{failed.message}</Alert>}
    </div>
  );
}
