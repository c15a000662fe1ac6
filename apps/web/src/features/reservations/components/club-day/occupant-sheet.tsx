import { useId } from 'react';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import type { ClubDay, ClubDayCell } from '@courtside/shared';
import { customerIdOf } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@/components/bottom-sheet';
import { ButtonLink } from '@/components/button';
import { Icon } from '@/components/icon';
import { callIcon } from '@/components/icons/call';
import { eventSeatIcon } from '@/components/icons/event-seat';
import { paymentsIcon } from '@/components/icons/payments';
import { personIcon } from '@/components/icons/person';
import { DetailRow } from '../detail-row';
import type { GridRow } from './day-grid-model';
import { occupantLooks } from './occupant-looks';
import { occupantName, sharesText } from './occupant-text';
import { paymentText } from '@/lib/payment-text';
import { customerPath } from '@/lib/paths';
import { usePhoneFormat } from '@/lib/phone';
import { OccupantActions } from './occupant-actions';
import styles from './occupant-sheet.module.css';

interface OccupantSheetProps {
  /** The taken hour tapped, or null while the sheet is closed. */
  occupant: ClubDayCell | null;
  day: ClubDay;
  rows: readonly GridRow[];
  onClose: () => void;
}

/** Who holds a taken hour, how it is paid and where it stands, with what the owner can do. */
export function OccupantSheet({ occupant, day, rows, onClose }: OccupantSheetProps) {
  const titleId = useId();
  return (
    <BottomSheet open={occupant !== null} onClose={onClose} labelledBy={titleId} padded>
      {occupant && (
        <div className={clsx(styles.stack, styles.sheet)}>
          <OccupantDetails occupant={occupant} day={day} titleId={titleId} />
          <OccupantActions occupant={occupant} day={day} rows={rows} onDone={onClose} />
        </div>
      )}
    </BottomSheet>
  );
}

function OccupantDetails({
  occupant,
  day,
  titleId,
}: {
  occupant: ClubDayCell;
  day: ClubDay;
  titleId: string;
}) {
  const { t } = useTranslation();
  const formatPhone = usePhoneFormat();
  const court = day.courts.find((candidate) => candidate.id === occupant.courtId);
  const look = occupantLooks[occupant.kind];
  const payment = paymentText(t, occupant, {
    amount: occupant.amount,
    currency: day.club.currency,
  });
  const phone = occupant.phone;
  const shares = sharesText(t, occupant);
  return (
    <div className={styles.stack}>
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.title}>
          <bdi>{court?.name}</bdi> · <bdi>{`${occupant.from}–${occupant.to}`}</bdi>
        </h2>
        <span className={clsx(styles.kind, look.className)}>
          {t(`clubDay.kind.${occupant.kind}`)}
        </span>
      </div>
      <DetailRow icon={personIcon} label={t('clubDay.who')}>
        {occupant.kind === 'booking' && phone ? (
          // The booker's page in the club's customer list, named by their phone's digits.
          <Link to={customerPath(customerIdOf(phone))} className={styles.link}>
            <bdi>{occupantName(t, occupant)}</bdi>
          </Link>
        ) : (
          <bdi>{occupantName(t, occupant)}</bdi>
        )}
      </DetailRow>
      {phone && (
        <DetailRow icon={callIcon} label={t('reservations.sheet.phone')}>
          <span dir="ltr">{formatPhone(phone)}</span>
        </DetailRow>
      )}
      {payment && (
        <DetailRow icon={paymentsIcon} label={t('reservations.sheet.payment')}>
          {payment}
        </DetailRow>
      )}
      {shares && (
        <DetailRow icon={eventSeatIcon} label={t('clubDay.seats')}>
          {shares}
        </DetailRow>
      )}
      {phone && (
        <ButtonLink
          variant="outlined"
          startIcon={<Icon path={callIcon} />}
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
        >
          {t('reservations.sheet.call')}
        </ButtonLink>
      )}
    </div>
  );
}
