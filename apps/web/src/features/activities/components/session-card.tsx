import { useState } from 'react';
import type { ActivityOccurrence } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/lazy-dialogs';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { leftToRight } from '@/lib/bidi';
import { usePhoneFormat } from '@/lib/phone';
import { useCancelOccurrence } from '../api/cancel-occurrence';
import { OccurrenceCard } from './occurrence-card';
import styles from './session-card.module.css';

function Participants({ occurrence }: { occurrence: ActivityOccurrence }) {
  const { t } = useTranslation();
  const formatPhone = usePhoneFormat();
  if (occurrence.participants.length === 0)
    return <p className={styles.none}>{t('activities.noParticipants')}</p>;
  return (
    <ul
      className={styles.participants}
      aria-label={t('activities.participantsOf', { name: occurrence.name })}
    >
      {occurrence.participants.map((person) => (
        <li key={person.id} className={styles.participant}>
          <span className={styles.person}>
            {[person.firstName, person.lastName].filter(Boolean).join(' ')}
          </span>
          <span className={styles.contact}>
            {`${leftToRight(formatPhone(person.phone))} · ${person.paid ? t('activities.paidSeat') : t('activities.owes')}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The owner calls off this session or the rest of its series, after saying yes. */
function CancelButtons({ occurrence }: { occurrence: ActivityOccurrence }) {
  const { t } = useTranslation();
  const toast = useToast();
  const cancel = useCancelOccurrence();
  const [asking, setAsking] = useState<'one' | 'rest' | null>(null);
  const confirm = () => {
    if (!asking) return;
    cancel.mutate(
      { id: occurrence.id, scope: asking },
      {
        onSuccess: ({ cancelled }) =>
          toast.show({ message: t('activities.sessionsCancelled', { n: cancelled }) }),
        onError: (error) =>
          toast.show({
            message: error instanceof ApiError ? error.message : t('activities.tryLater'),
            severity: 'error',
          }),
        onSettled: () => setAsking(null),
      },
    );
  };
  return (
    <>
      <div className={styles.cancel}>
        <Button danger onClick={() => setAsking('one')}>
          {t('activities.cancelOne')}
        </Button>
        {occurrence.recurrence !== 'date' && (
          <Button danger onClick={() => setAsking('rest')}>
            {t('activities.cancelRest')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t('activities.cancelTitle')}
        message={t(
          asking === 'rest' ? 'activities.cancelRestMessage' : 'activities.cancelOneMessage',
        )}
        confirmLabel={t('activities.confirmCancel')}
        keepLabel={t('activities.keep')}
        destructive
        busy={cancel.isPending}
        onConfirm={confirm}
        onKeep={() => setAsking(null)}
      />
    </>
  );
}

/** A session the owner runs or the coach coaches: who takes part, and the owner's cancel. */
export function SessionCard({
  occurrence,
  isOwner,
}: {
  occurrence: ActivityOccurrence;
  isOwner: boolean;
}) {
  return (
    <OccurrenceCard occurrence={occurrence}>
      <Participants occurrence={occurrence} />
      {isOwner && !occurrence.cancelled && Date.parse(occurrence.endsAt) > Date.now() && (
        <CancelButtons occurrence={occurrence} />
      )}
    </OccurrenceCard>
  );
}
