import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../components/bottom-sheet';
import { ButtonLink } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { callIcon } from '../../../components/icons/call';
import { paymentsIcon } from '../../../components/icons/payments';
import { personIcon } from '../../../components/icons/person';
import type { CourtReservation } from '../api/court-reservations';
import { usePhoneFormat } from '@/lib/phone';
import { paymentText } from '@/lib/payment-text';
import styles from './reservation-sheet.module.css';

interface ReservationSheetProps {
  /** The taken hour tapped, or null while the sheet is closed. */
  reservation: CourtReservation | null;
  onClose: () => void;
}

/** Who booked a taken hour, how it is paid and how to reach them, in a small bottom sheet. */
export function ReservationSheet({ reservation, onClose }: ReservationSheetProps) {
  const titleId = useId();
  return (
    <BottomSheet open={reservation !== null} onClose={onClose} labelledBy={titleId} padded>
      {reservation && <ReservationDetails reservation={reservation} titleId={titleId} />}
    </BottomSheet>
  );
}

function ReservationDetails({
  reservation,
  titleId,
}: {
  reservation: CourtReservation;
  titleId: string;
}) {
  const { t } = useTranslation();
  const formatPhone = usePhoneFormat();
  const name = reservation.customerName;
  const phone = reservation.customerPhone;
  const kindChip =
    reservation.kind === 'booking'
      ? reservation.madeByOwner && t('reservations.sheet.walkIn')
      : t(`reservations.kind.${reservation.kind}`);

  return (
    <div className={styles.details}>
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.title}>
          <bdi>
            {reservation.startTime}–{reservation.endTime}
          </bdi>
        </h2>
        {kindChip && <span className={styles.chip}>{kindChip}</span>}
      </div>
      <Fact icon={personIcon} label={t('reservations.sheet.customer')}>
        <p className={styles.name} dir="auto">
          {name ?? t('reservations.sheet.noName')}
        </p>
      </Fact>
      <Fact icon={callIcon} label={t('reservations.sheet.phone')}>
        <p className={styles.value} dir="ltr">
          {phone ? formatPhone(phone) : t('reservations.sheet.noPhone')}
        </p>
      </Fact>
      {reservation.paymentStatus && (
        <Fact icon={paymentsIcon} label={t('reservations.sheet.payment')}>
          <p className={styles.value}>{paymentText(t, reservation)}</p>
        </Fact>
      )}
      {phone && (
        <ButtonLink
          variant="contained"
          size="large"
          startIcon={<Icon path={callIcon} />}
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
        >
          {t('reservations.sheet.call')}
        </ButtonLink>
      )}
    </div>
  );
}

/** One fact about the booking: its icon, then its label over its value. */
function Fact({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <Icon path={icon} className={styles.icon} />
      <div className={styles.text}>
        <span className={styles.label}>{label}</span>
        {children}
      </div>
    </div>
  );
}
