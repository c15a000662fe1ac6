import { useParams } from 'react-router';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { maxAllowedAge, type Champion } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../components/detail-rows';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { ErrorState } from '@/components/error-state';
import { formatPrice } from '@/lib/money';
import { useChampionDetails } from '../api/champions';
import { clubLocal } from '../champion-query';
import { DeleteChampion } from '../components/delete-champion';
import { OwnerActions } from '../components/owner-actions';

/** SPEC 2 Championship details (champion-request/{id}), for the club owner. */
export function ChampionDetailsScreen() {
  const { id = '' } = useParams();
  const details = useChampionDetails(id);
  if (details.isPending) return <CardListSkeleton photoSize={0} rows={2} />;
  if (details.isError)
    return <ErrorState onRetry={() => void details.refetch()} retrying={details.isFetching} />;
  const champion = details.data;
  return (
    <Stack spacing={2}>
      <DetailsCard champion={champion} />
      <OwnerActions champion={champion} />
      <DeleteChampion id={champion.id} name={champion.name} />
    </Stack>
  );
}

function DetailsCard({ champion }: { champion: Champion }) {
  const { t } = useTranslation();
  const from = clubLocal(champion.from, champion.club.timeZone);
  const to = clubLocal(champion.to, champion.club.timeZone);
  const rows: Array<[string, string]> = [
    [t('championships.from'), `${from.date} ${from.time}`],
    [t('championships.to'), `${to.date} ${to.time}`],
    [t('championships.club'), champion.club.name],
    [t('championships.price'), formatPrice(champion.price, champion.currency)],
    [t('championships.maxAgeLabel'), String(maxAllowedAge(champion.maxAge, new Date()))],
  ];
  return (
    <Card variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          <bdi>{champion.name}</bdi>
        </Typography>
        <DetailRows rows={rows} />
        {champion.description && (
          <Typography variant="body2">
            <bdi>{champion.description}</bdi>
          </Typography>
        )}
        <Card sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: '14px' }} elevation={0}>
          <Typography variant="overline">{t('championships.sponsor')}</Typography>
          <Typography variant="body2">
            <bdi>{champion.sponsor ?? t('championships.noSponsor')}</bdi>
          </Typography>
        </Card>
      </Stack>
    </Card>
  );
}
