import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChampionshipTab, UserChampionship } from '@courtside/shared';
import { awaitingAction, maxAllowedAge } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { formatPrice } from '@/lib/money';
import { championshipPagePath } from '@/lib/paths';
import { clubLocal } from '../championship-query';
import { ReceiptLinks } from '@/components/receipt-links';

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
    <Stack spacing={0.5} sx={{ p: 2 }}>
      <Typography variant="caption" color="text.secondary">
        <bdi dir="ltr">{`${from.date} ${from.time} – ${to.date} ${to.time}`}</bdi>
      </Typography>
      <Typography variant="subtitle1" component="h2">
        <bdi>{championship.name}</bdi>
      </Typography>
      <Typography variant="body2">
        <bdi>{championship.club.name}</bdi>
      </Typography>
      {tab !== 'awaiting' && (
        <Typography variant="body2" color="text.secondary">
          {t(`championships.gender.${championship.gender}`)}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('championships.maxAge', { age: maxAllowedAge(championship.maxAge, new Date()) })}
      </Typography>
    </Stack>
  );
  return (
    <Card variant="outlined">
      {onOpen ? <CardActionArea onClick={() => onOpen(championship)}>{body}</CardActionArea> : body}
      {!onOpen && (
        <Button
          component={RouterLink}
          to={championshipPagePath(championship.id)}
          fullWidth
          sx={{ borderRadius: 0 }}
        >
          {t('championships.openPage')}
        </Button>
      )}
      {tab === 'awaiting' && (
        <AwaitingButton championship={championship} userId={userId} onPay={onPay} />
      )}
      <PaidEntryReceipts championship={championship} userId={userId} />
    </Card>
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
      <Button disabled fullWidth sx={{ borderRadius: 0 }}>
        {t('championships.waiting')}
      </Button>
    );
  const price = formatPrice(championship.price, championship.currency);
  return (
    <Button
      variant="contained"
      fullWidth
      sx={{ borderRadius: 0 }}
      onClick={() => onPay(championship)}
    >
      {t('championships.pay', { price })}
    </Button>
  );
}
