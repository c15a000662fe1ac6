import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import { useTranslation } from 'react-i18next';
import { DetailRows } from './detail-rows';
import { Photo } from '@/components/photo';
import { formatPrice } from '@/lib/money';
import type { ChampionshipQuery } from '../championship-query';

/** SPEC 2 payment screen: club photo, club, championship, court, dates and price. */
export function ChampionshipSummary({ championship }: { championship: ChampionshipQuery }) {
  const { t } = useTranslation();
  const price = formatPrice(Number(championship.price), championship.currency || 'USD');
  const rows: Array<[string, string]> = [
    [t('championships.court'), championship.court],
    [t('championships.from'), `${championship.date} ${championship.startTime}`],
    [t('championships.to'), `${championship.endDate} ${championship.endTime}`],
    [t('championships.price'), price],
  ];
  return (
    <Card variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Photo
          src={championship.photo || null}
          width={390}
          height={160}
          fluid
          fallback={<EmojiEventsRounded />}
        />
        <Typography variant="caption" color="text.secondary">
          <bdi>{championship.club}</bdi>
        </Typography>
        <Typography variant="h6" component="h2">
          <bdi>{championship.champion}</bdi>
        </Typography>
        <DetailRows rows={rows} />
      </Stack>
    </Card>
  );
}
