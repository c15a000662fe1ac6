import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import { useTranslation } from 'react-i18next';
import { DetailRows } from './detail-rows';
import { Photo } from '@/components/photo';
import { formatPrice } from '@/lib/money';
import type { ChampionQuery } from '../champion-query';

/** SPEC 2 payment screen: club photo, club, championship, court, dates and price. */
export function ChampionSummary({ champion }: { champion: ChampionQuery }) {
  const { t } = useTranslation();
  const price = formatPrice(Number(champion.price), champion.currency || 'USD');
  const rows: Array<[string, string]> = [
    [t('championships.court'), champion.court],
    [t('championships.from'), `${champion.date} ${champion.startTime}`],
    [t('championships.to'), `${champion.endDate} ${champion.endTime}`],
    [t('championships.price'), price],
  ];
  return (
    <Card variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Photo
          src={champion.photo || null}
          width={390}
          height={160}
          fluid
          fallback={<EmojiEventsRounded />}
        />
        <Typography variant="caption" color="text.secondary">
          <bdi>{champion.club}</bdi>
        </Typography>
        <Typography variant="h6" component="h2">
          <bdi>{champion.champion}</bdi>
        </Typography>
        <DetailRows rows={rows} />
      </Stack>
    </Card>
  );
}
