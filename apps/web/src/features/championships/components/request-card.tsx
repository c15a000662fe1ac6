import type { ChampionshipTab, UserChampionship } from '@courtside/shared';
import { awaitingAction, maxAllowedAge } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/button';
import { formatPrice } from '@/lib/money';
import { championshipPagePath } from '@/lib/paths';
import { clubLocal } from '../championship-query';
import { ReceiptLinks } from '@/components/receipt-links';
import styles from './request-card.module.css';

interface RequestCardProps {
  championship: UserChampionship;
  tab: ChampionshipTab;
  userId: string;
  /**
   * Only the club owner opens the details; for others a click does nothing (SPEC 2), and a
   * button of its own opens the championship's page.
   */
  onOpen: ((championship: UserChampionship) => void) | null;
  onPay: (championship: UserChampionship) => void;
}

/** SPEC 2 Champion requests card: dates, name, club, max age; Waiting or Pay in Awaiting. */
export function RequestCard({ championship, tab, userId, onOpen, onPay }: RequestCardProps) {
  const { t } = useTranslation();
  const from = clubLocal(championship.from, championship.club.timeZone);
  const to = clubLocal(championship.to, championship.club.timeZone);
  const body = (
    <span className={styles.body}>
      <span className={styles.when}>
        <bdi dir="ltr">{`${from.date} ${from.time} – ${to.date} ${to.time}`}</bdi>
      </span>
      <h2 className={styles.name}>
        <bdi>{championship.name}</bdi>
      </h2>
      <span className={styles.line}>
        <bdi>{championship.club.name}</bdi>
      </span>
      {tab !== 'awaiting' && (
        <span className={styles.muted}>{t(`championships.gender.${championship.gender}`)}</span>
      )}
      <span className={styles.muted}>
        {t('championships.maxAge', { age: maxAllowedAge(championship.maxAge, new Date()) })}
      </span>
    </span>
  );
  return (
    <div className={styles.card}>
      {onOpen ? (
        <button type="button" className={styles.open} onClick={() => onOpen(championship)}>
          {body}
        </button>
      ) : (
        body
      )}
      {!onOpen && (
        <ButtonLink
          to={championshipPagePath(championship.id)}
          fullWidth
          className={styles.edgeToEdge}
        >
          {t('championships.openPage')}
        </ButtonLink>
      )}
      {tab === 'awaiting' && (
        <AwaitingButton championship={championship} userId={userId} onPay={onPay} />
      )}
      <PaidEntryReceipts championship={championship} userId={userId} />
    </div>
  );
}

/** The receipts of the player's paid entry fee. */
function PaidEntryReceipts({
  championship,
  userId,
}: Pick<RequestCardProps, 'championship' | 'userId'>): ReactNode {
  const paid = championship.request.find(
    (request) => request.user.id === userId && request.isPayed === true,
  );
  return paid ? <ReceiptLinks purpose="championship" subject={paid.id} /> : null;
}

function AwaitingButton({
  championship,
  userId,
  onPay,
}: Pick<RequestCardProps, 'championship' | 'userId' | 'onPay'>): ReactNode {
  const { t } = useTranslation();
  if (awaitingAction(championship, userId) === 'waiting')
    return (
      <Button disabled fullWidth className={styles.edgeToEdge}>
        {t('championships.waiting')}
      </Button>
    );
  const price = formatPrice(championship.price, championship.currency);
  return (
    <Button
      variant="contained"
      fullWidth
      className={styles.edgeToEdge}
      onClick={() => onPay(championship)}
    >
      {t('championships.pay', { price })}
    </Button>
  );
}
