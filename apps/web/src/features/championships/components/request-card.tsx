import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  awaitingAction,
  maxAllowedAge,
  type ChampionTab,
  type UserChampion,
} from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { formatPrice } from '@/lib/money';
import { clubLocal } from '../champion-query';

interface RequestCardProps {
  champion: UserChampion;
  tab: ChampionTab;
  userId: string;
  /** Only the club owner opens the details; for others a click does nothing (SPEC 2). */
  onOpen: ((champion: UserChampion) => void) | null;
  onPay: (champion: UserChampion) => void;
}

/** SPEC 2 Champion requests card: dates, name, club, max age; Waiting or Pay in Awaiting. */
export function RequestCard({ champion, tab, userId, onOpen, onPay }: RequestCardProps) {
  const { t } = useTranslation();
  const from = clubLocal(champion.from, champion.club.timeZone);
  const to = clubLocal(champion.to, champion.club.timeZone);
  const body = (
    <Stack spacing={0.5} sx={{ p: 2 }}>
      <Typography variant="caption" color="text.secondary">
        <bdi dir="ltr">{`${from.date} ${from.time} – ${to.date} ${to.time}`}</bdi>
      </Typography>
      <Typography variant="subtitle1" component="h2">
        <bdi>{champion.name}</bdi>
      </Typography>
      <Typography variant="body2">
        <bdi>{champion.club.name}</bdi>
      </Typography>
      {tab !== 'awaiting' && (
        <Typography variant="body2" color="text.secondary">
          {t(`championships.gender.${champion.gender}`)}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('championships.maxAge', { age: maxAllowedAge(champion.maxAge, new Date()) })}
      </Typography>
    </Stack>
  );
  return (
    <Card variant="outlined">
      {onOpen ? <CardActionArea onClick={() => onOpen(champion)}>{body}</CardActionArea> : body}
      {tab === 'awaiting' && <AwaitingButton champion={champion} userId={userId} onPay={onPay} />}
    </Card>
  );
}

function AwaitingButton({
  champion,
  userId,
  onPay,
}: Pick<RequestCardProps, 'champion' | 'userId' | 'onPay'>): ReactNode {
  const { t } = useTranslation();
  if (awaitingAction(champion, userId) === 'waiting')
    return (
      <Button disabled fullWidth sx={{ borderRadius: 0 }}>
        {t('championships.waiting')}
      </Button>
    );
  const price = formatPrice(champion.price, champion.currency);
  return (
    <Button variant="contained" fullWidth sx={{ borderRadius: 0 }} onClick={() => onPay(champion)}>
      {t('championships.pay', { price })}
    </Button>
  );
}
