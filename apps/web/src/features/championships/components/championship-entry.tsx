import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { championshipPaymentMethods } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { useAlertDialog } from '@/lib/alerts';
import { HostedPaymentMethods } from '@/components/hosted-payment-methods';
import { refusalMessage } from '@/lib/api-client';
import { useApplyToChampionship } from '../api/apply-to-championship';
import type { EntryMethod } from '../api/entry-payment';
import type { ChampionshipQuery, EntryStatus } from '../championship-query';
import { useEntryPayment } from './use-entry-payment';

/** Where the player's application stands, with what they can do next; applying moves it on. */
export function Entry({ championship }: { championship: ChampionshipQuery }) {
  const { t } = useTranslation();
  const [entry, setEntry] = useState({
    status: championship.status,
    requestId: championship.request,
  });
  if (entry.status === 'none')
    return (
      <Apply
        championship={championship}
        onApplied={(answer) =>
          setEntry({
            status: answer.isConfirmed ? 'accepted' : 'requested',
            requestId: answer.id,
          })
        }
      />
    );
  if (entry.status === 'accepted' && entry.requestId)
    return (
      <Stack spacing={1.25}>
        <Typography variant="subtitle1" component="h2">
          {t('championships.entry.acceptedPay')}
        </Typography>
        <PayEntry requestId={entry.requestId} clubTimeZone={championship.timeZone} />
      </Stack>
    );
  const hint = statusHints[entry.status];
  return (
    <Stack spacing={1}>
      <Button variant="contained" size="large" disabled>
        {t(`championships.entry.${entry.status}`)}
      </Button>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t(hint)}
        </Typography>
      )}
    </Stack>
  );
}

const statusHints: Partial<Record<EntryStatus, string>> = {
  requested: 'championships.entry.requestedHint',
  refused: 'championships.entry.refusedHint',
};

function Apply({
  championship,
  onApplied,
}: {
  championship: ChampionshipQuery;
  onApplied: (answer: { id: string; isConfirmed: boolean | null }) => void;
}) {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
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
          onClose: () => onApplied(answer),
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
function PayEntry({ requestId, clubTimeZone }: { requestId: string; clubTimeZone: string }) {
  const { pay, busy } = useEntryPayment(requestId);
  return (
    <HostedPaymentMethods
      methods={championshipPaymentMethods}
      clubTimeZone={clubTimeZone}
      busy={busy}
      onPay={(method, phone) => pay(method as EntryMethod, phone)}
    />
  );
}
