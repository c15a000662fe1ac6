import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import { championshipPaymentMethods } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useAlertDialog } from '@/lib/alerts';
import { EmptyState } from '@/components/empty-state';
import { HostedPaymentMethods } from '@/components/hosted-payment-methods';
import { refusalMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useApplyToChampionship } from '../api/championship-changes';
import type { EntryMethod } from '../api/entry-payment';
import { parseChampionshipQuery, type ChampionshipQuery } from '../championship-query';
import { ChampionshipSummary } from '../components/championship-summary';
import { useEntryPayment } from '../components/use-entry-payment';

/**
 * SPEC 2 championship payment screen: the championship from the query, then Apply (no
 * request yet) or the payment methods (an accepted request, from 'Pay {price}').
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
      {championship.request ? (
        <PayEntry requestId={championship.request} />
      ) : (
        <Apply championship={championship} />
      )}
    </Stack>
  );
}

function Apply({ championship }: { championship: ChampionshipQuery }) {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
  const navigate = useNavigate();
  const apply = useApplyToChampionship();
  const send = () =>
    apply.mutate(championship.id, {
      onSuccess: (answer) =>
        alerts.show({
          kind: 'success',
          title: t('championships.applied'),
          // Open for all holds the place at once; request only waits for the club.
          message: t(
            answer.isConfirmed ? 'championships.appliedOpenHint' : 'championships.appliedHint',
          ),
          onClose: () => void navigate(paths.championshipRequest),
        }),
      onError: (error) =>
        alerts.show({
          kind: 'error',
          title: t('championships.applyFailed'),
          message: refusalMessage(error, t('championships.tryLater')),
        }),
    });
  return (
    <Button variant="contained" size="large" loading={apply.isPending} onClick={send}>
      {t('championships.apply')}
    </Button>
  );
}

/** The methods of an accepted place; the mobile wallet first asks which phone to charge. */
function PayEntry({ requestId }: { requestId: string }) {
  const { pay, busy } = useEntryPayment(requestId);
  return (
    <HostedPaymentMethods
      methods={championshipPaymentMethods}
      busy={busy}
      onPay={(method, phone) => pay(method as EntryMethod, phone)}
    />
  );
}
