import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActivityOccurrence } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/lazy-dialogs';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { leftToRight } from '@/lib/bidi';
import { usePhoneFormat } from '@/lib/phone';
import { useCancelOccurrence } from '../api/cancel-occurrence';
import { OccurrenceCard } from './occurrence-card';

function Participants({ occurrence }: { occurrence: ActivityOccurrence }) {
  const { t } = useTranslation();
  const formatPhone = usePhoneFormat();
  if (occurrence.participants.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('activities.noParticipants')}
      </Typography>
    );
  return (
    <List dense aria-label={t('activities.participantsOf', { name: occurrence.name })}>
      {occurrence.participants.map((person) => (
        <ListItem key={person.id} disableGutters>
          <ListItemText
            primary={[person.firstName, person.lastName].filter(Boolean).join(' ')}
            secondary={`${leftToRight(formatPhone(person.phone))} · ${person.paid ? t('activities.paidSeat') : t('activities.owes')}`}
          />
        </ListItem>
      ))}
    </List>
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
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button color="error" onClick={() => setAsking('one')}>
          {t('activities.cancelOne')}
        </Button>
        {occurrence.recurrence !== 'date' && (
          <Button color="error" onClick={() => setAsking('rest')}>
            {t('activities.cancelRest')}
          </Button>
        )}
      </Stack>
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
