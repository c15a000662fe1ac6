import { useState } from 'react';
import type { ClubDay, ClubDayCell } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';
import { checkCircleIcon } from '@/components/icons/check-circle';
import { eventBusyIcon } from '@/components/icons/event-busy';
import { moveUpIcon } from '@/components/icons/move-up';
import { personOffIcon } from '@/components/icons/person-off';
import { useToast } from '../../../../components/toast';
import { useMarkCash } from '../../api/mark-cash';
import { CancelDialog } from './cancel-dialog';
import type { GridRow } from './day-grid-model';
import { MoveDialog } from './move-dialog';
import { useActionFailure } from './use-action-failure';
import styles from './occupant-actions.module.css';

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
    <div className={styles.actions}>
      {cashDue && <CashButtons occupant={occupant} started={started} onDone={finished} />}
      {!started && <ChangeButtons occupant={occupant} day={day} rows={rows} onDone={finished} />}
    </div>
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
      <div className={styles.row}>
        <Button
          variant="contained"
          startIcon={<Icon path={checkCircleIcon} />}
          onClick={() => void mark('collected')}
          loading={marking('collected')}
          className={styles.action}
        >
          {t('clubDay.collected')}
        </Button>
        <Button
          variant="outlined"
          danger
          startIcon={<Icon path={personOffIcon} />}
          onClick={() => void mark('no_show')}
          disabled={!started}
          loading={marking('no_show')}
          className={styles.action}
        >
          {t('clubDay.noShow')}
        </Button>
      </div>
      {!started && <span className={styles.note}>{t('clubDay.noShowLater')}</span>}
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
    <div className={styles.row}>
      <Button
        variant="outlined"
        startIcon={<Icon path={moveUpIcon} />}
        onClick={() => setDialog('move')}
        className={styles.action}
      >
        {t('clubDay.move')}
      </Button>
      <Button
        variant="outlined"
        danger
        startIcon={<Icon path={eventBusyIcon} />}
        onClick={() => setDialog('cancel')}
        className={styles.action}
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
    </div>
  );
}
