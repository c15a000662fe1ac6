import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/lib/paths';
import { parseChampionshipQuery } from '../championship-query';
import { Entry } from '../components/championship-entry';
import { ChampionshipSummary } from '../components/championship-summary';

/**
 * SPEC 2 championship payment screen: the championship from the query, then Apply (no
 * request yet), the payment methods (an accepted request, from 'Pay {price}'), or where the
 * player's application stands.
 */
export function ChampionshipPaymentScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const championship = parseChampionshipQuery(search);
  if (!championship)
    return (
      <EmptyState
        icon={<LinkOffRounded />}
        title={t('championships.badLink')}
        message={t('championships.badLinkHint')}
        action={
          <Button component={RouterLink} to={paths.championship} variant="contained">
            {t('championships.backToList')}
          </Button>
        }
      />
    );
  return (
    <Stack spacing={2.5}>
      <ChampionshipSummary championship={championship} />
      <Entry championship={championship} />
    </Stack>
  );
}
