import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import MoveUpRounded from '@mui/icons-material/MoveUpRounded';
import PersonOffRounded from '@mui/icons-material/PersonOffRounded';
import type { ClubDay, ClubDayCell } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/toast';
import { useMarkCash } from '../../api/mark-cash';
import { CancelDialog } from './cancel-dialog';
import type { GridRow } from './day-grid-model';
import { MoveDialog } from './move-dialog';
import { useActionFailure } from './use-action-failure';

interface OccupantActionsProps {
  occupant: ClubDayCell;
  day: ClubDay;
  rows: readonly GridRow[];
  /** Closes the sheet once a change is made. */
  onDone: () => void;
}

/**
 * What the owner can do with a booking: mark the cash due collected, or the player as not
 * come once it has started; cancel or move it while it is still to come.
 */
export function OccupantActions({ occupant, day, rows, onDone }: OccupantActionsProps) {
  const toast = useToast();
  if (occupant.kind !== 'booking' || occupant.bookingStatus !== 'confirmed') return null;
  const started = occupant.startsAt !== null && Date.parse(occupant.startsAt) <= Date.now();
  const cashDue = occupant.paymentMethod === 'cash' && occupant.paymentStatus === 'due_at_club';
  const finished = (message: string) => {
    toast.show({ severity: 'success', message });
    onDone();
  };
  return (
    <Stack spacing={1.5}>
      {cashDue && <CashButtons occupant={occupant} started={started} onDone={finished} />}
      {!started && <ChangeButtons occupant={occupant} day={day} rows={rows} onDone={finished} />}
    </Stack>
  );
}

interface ButtonsProps {
  occupant: ClubDayCell;
  onDone: (message: string) => void;
}

/** Cash due at the club: collected (it is paid), or a no-show once the booking has started. */
function CashButtons({ occupant, started, onDone }: ButtonsProps & { started: boolean }) {
  const { t } = useTranslation();
  const failed = useActionFailure();
  const markCash = useMarkCash();
  const marking = (outcome: 'collected' | 'no_show') =>
    markCash.isPending && markCash.variables?.outcome === outcome;
  const mark = async (outcome: 'collected' | 'no_show') => {
    try {
      await markCash.mutateAsync({ paymentId: occupant.paymentId!, outcome });
      onDone(t(`clubDay.done.${outcome}`));
    } catch (error) {
      failed(error);
    }
  };
  return (
    <>
      <Stack direction="row" spacing={1.5}>
        <Button
          variant="contained"
          startIcon={<CheckCircleRounded />}
          onClick={() => void mark('collected')}
          loading={marking('collected')}
          sx={{ flex: 1 }}
        >
          {t('clubDay.collected')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<PersonOffRounded />}
          onClick={() => void mark('no_show')}
          disabled={!started}
          loading={marking('no_show')}
          sx={{ flex: 1 }}
        >
          {t('clubDay.noShow')}
        </Button>
      </Stack>
      {!started && (
        <Typography variant="caption" color="text.secondary">
          {t('clubDay.noShowLater')}
        </Typography>
      )}
    </>
  );
}

/** A booking still to come: move it, or cancel it with a reason. */
function ChangeButtons({
  occupant,
  day,
  rows,
  onDone,
}: ButtonsProps & { day: ClubDay; rows: readonly GridRow[] }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'cancel' | 'move' | null>(null);
  const done = (message: string) => {
    setDialog(null);
    onDone(message);
  };
  return (
    <Stack direction="row" spacing={1.5}>
      <Button
        variant="outlined"
        startIcon={<MoveUpRounded />}
        onClick={() => setDialog('move')}
        sx={{ flex: 1 }}
      >
        {t('clubDay.move')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<EventBusyRounded />}
        onClick={() => setDialog('cancel')}
        sx={{ flex: 1 }}
      >
        {t('clubDay.cancel')}
      </Button>
      <CancelDialog
        open={dialog === 'cancel'}
        bookingId={occupant.ownerId}
        onClose={() => setDialog(null)}
        onCancelled={() => done(t('clubDay.done.cancelled'))}
      />
      <MoveDialog
        open={dialog === 'move'}
        occupant={occupant}
        day={day}
        rows={rows}
        onClose={() => setDialog(null)}
        onMoved={() => done(t('clubDay.done.moved'))}
      />
    </Stack>
  );
}
