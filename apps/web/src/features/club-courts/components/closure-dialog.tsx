import { useState } from 'react';
import type { OwnedCourt } from '@courtside/shared';
import { conflictCodes } from '@courtside/shared/conflict-codes';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/dialog';
import { SelectField, TextField } from '@/components/text-field';
import { useSharedSchema } from '@/lib/shared-schemas';
import { ApiError } from '@/lib/api-client';
import { useAddClosure } from '../api/add-closure';
import styles from './closures.module.css';

interface Props {
  open: boolean;
  courts: readonly OwnedCourt[];
  /** The club's today, the first day a closure may start. */
  today: string;
  onClose: () => void;
  onDone: (cancelled: number) => void;
}

const wholeClub = '';

interface Draft {
  /** '' for the whole club. */
  courtId: string;
  fromDate: string;
  toDate: string;
  reason: string;
}

/** What a refused closure would cancel, one line each: kind, then '2026-12-01 10:00–11:00 Ana'. */
function hitLines(error: unknown): { kind: string; line: string }[] | null {
  if (!(error instanceof ApiError) || error.body.code !== conflictCodes.CLOSURE_HITS_BOOKINGS)
    return null;
  return (error.body.details ?? []).map((detail) => ({
    kind: detail.field.split(':')[0] ?? '',
    line: detail.message,
  }));
}

/**
 * Closes the club or one court for some days with a reason. Over existing bookings the server
 * refuses with their list; the dialog shows it and offers to cancel them with full refunds.
 */
export function ClosureDialog({ open, courts, today, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const add = useAddClosure();
  const [draft, setDraft] = useState<Draft>({
    courtId: wholeClub,
    fromDate: today,
    toDate: today,
    reason: '',
  });
  const { courtId, fromDate, toDate, reason } = draft;
  const hits = hitLines(add.error);
  const body = useSharedSchema('closureBodySchema')?.safeParse({
    courtId: courtId === wholeClub ? null : courtId,
    fromDate,
    toDate,
    reason,
  });
  const close = () => {
    add.reset();
    onClose();
  };
  const submit = (confirm: boolean) => {
    if (!body?.success) return;
    add.mutate(
      { ...body.data, confirm },
      {
        onSuccess: (result) => {
          add.reset();
          setDraft((current) => ({ ...current, reason: '' }));
          onDone(result.cancelled);
        },
      },
    );
  };
  return (
    <Dialog open={open} onClose={close}>
      <DialogTitle>{hits ? t('clubHours.hitsTitle') : t('clubHours.addClosure')}</DialogTitle>
      <DialogContent>
        {hits ? (
          <HitList hits={hits} />
        ) : (
          <ClosureFields
            courts={courts}
            today={today}
            draft={draft}
            onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
          />
        )}
        {add.isError && !hits && (
          <p className={styles.failed} role="alert">
            {t('courtsAdmin.saveFailed')}
          </p>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={add.isPending}>
          {t('courtsAdmin.cancel')}
        </Button>
        <Button
          variant="contained"
          danger={hits !== null}
          disabled={!body?.success}
          loading={add.isPending}
          onClick={() => submit(hits !== null)}
        >
          {hits ? t('clubHours.cancelAndClose') : t('clubHours.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface FieldsProps {
  courts: readonly OwnedCourt[];
  today: string;
  draft: Draft;
  onChange: (change: Partial<Draft>) => void;
}

/** What closes (the club or a court), from which day to which, and why. */
function ClosureFields({ courts, today, draft, onChange }: FieldsProps) {
  const { t } = useTranslation();
  const { courtId, fromDate, toDate, reason } = draft;
  return (
    <div className={styles.fields}>
      <SelectField
        label={t('clubHours.what')}
        value={courtId}
        onChange={(event) => onChange({ courtId: event.target.value })}
      >
        <option value={wholeClub}>{t('clubHours.wholeClub')}</option>
        {courts.map((court) => (
          <option key={court.id} value={court.id}>
            {court.name}
          </option>
        ))}
      </SelectField>
      <TextField
        type="date"
        label={t('clubHours.fromDate')}
        value={fromDate}
        onChange={(event) => onChange({ fromDate: event.target.value })}
        shrinkLabel
        min={today}
      />
      <TextField
        type="date"
        label={t('clubHours.toDate')}
        value={toDate}
        error={toDate < fromDate ? t('clubHours.datesOrder') : undefined}
        onChange={(event) => onChange({ toDate: event.target.value })}
        shrinkLabel
        min={fromDate}
      />
      <TextField
        label={t('clubHours.reason')}
        placeholder={t('clubHours.reasonHint')}
        value={reason}
        onChange={(event) => onChange({ reason: event.target.value })}
        maxLength={120}
      />
    </div>
  );
}

function HitList({ hits }: { hits: { kind: string; line: string }[] }) {
  const { t } = useTranslation();
  return (
    <>
      <DialogDescription>{t('clubHours.hitsMessage', { count: hits.length })}</DialogDescription>
      <ul aria-label={t('clubHours.hitsList')}>
        {hits.map((hit) => (
          <li key={hit.line} className={styles.line} dir="auto">
            {t(`clubHours.kind.${hit.kind}`, { defaultValue: hit.kind })} · <bdi>{hit.line}</bdi>
          </li>
        ))}
      </ul>
    </>
  );
}
