import { useParams } from 'react-router';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Championship } from '@courtside/shared';
import { maxAllowedAge } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../components/detail-rows';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { ErrorState } from '@/components/error-state';
import { formatPrice } from '@/lib/money';
import { useChampionshipDetails } from '../api/championship-details';
import { clubLocal } from '../championship-query';
import { DeleteChampionship } from '../components/delete-championship';
import { OwnerActions } from '../components/owner-actions';

/** SPEC 2 Championship details (champion-request/{id}), for the club owner. */
export function ChampionshipDetailsScreen() {
  const { id = '' } = useParams();
  const details = useChampionshipDetails(id);
  if (details.isPending) return <CardListSkeleton photoSize={0} rows={2} />;
  if (details.isError)
    return <ErrorState onRetry={() => void details.refetch()} retrying={details.isFetching} />;
  const championship = details.data;
  return (
    <Stack spacing={2}>
      <DetailsCard championship={championship} />
      <OwnerActions championship={championship} />
      <DeleteChampionship id={championship.id} name={championship.name} />
    </Stack>
  );
}

function DetailsCard({ championship }: { championship: Championship }) {
  const { t } = useTranslation();
  const from = clubLocal(championship.from, championship.club.timeZone);
  const to = clubLocal(championship.to, championship.club.timeZone);
  const rows: Array<[string, string]> = [
    [t('championships.from'), `${from.date} ${from.time}`],
    [t('championships.to'), `${to.date} ${to.time}`],
    [t('championships.club'), championship.club.name],
    [t('championships.price'), formatPrice(championship.price, championship.currency)],
    [t('championships.maxAgeLabel'), String(maxAllowedAge(championship.maxAge, new Date()))],
  ];
  return (
    <Card variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          <bdi>{championship.name}</bdi>
        </Typography>
        <DetailRows rows={rows} />
        {championship.description && (
          <Typography variant="body2">
            <bdi>{championship.description}</bdi>
          </Typography>
        )}
        <Card sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: '14px' }} elevation={0}>
          <Typography variant="overline">{t('championships.sponsor')}</Typography>
          <Typography variant="body2">
            <bdi>{championship.sponsor ?? t('championships.noSponsor')}</bdi>
          </Typography>
        </Card>
      </Stack>
    </Card>
  );
}
