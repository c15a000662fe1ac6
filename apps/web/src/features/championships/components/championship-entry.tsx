import { useState } from 'react';
import { championshipPaymentMethods } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { useAlertDialog } from '@/lib/alerts';
import { HostedPaymentMethods } from '@/components/hosted-payment-methods';
import { refusalMessage } from '@/lib/api-client';
import { useApplyToChampionship } from '../api/apply-to-championship';
import type { EntryMethod } from '../api/entry-payment';
import type { ChampionshipQuery, EntryStatus } from '../championship-query';
import styles from './championship-entry.module.css';
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
      <div className={styles.pay}>
        <h2 className={styles.heading}>{t('championships.entry.acceptedPay')}</h2>
        <PayEntry requestId={entry.requestId} clubTimeZone={championship.timeZone} />
      </div>
    );
  const hint = statusHints[entry.status];
  return (
    <div className={styles.status}>
      <Button variant="contained" size="large" disabled>
        {t(`championships.entry.${entry.status}`)}
      </Button>
      {hint && <p className={styles.hint}>{t(hint)}</p>}
    </div>
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
