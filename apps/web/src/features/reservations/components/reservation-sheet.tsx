import { useId } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CallRounded from '@mui/icons-material/CallRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../components/bottom-sheet';
import type { CourtReservation } from '../api/court-reservations';
import { usePhoneFormat } from '@/lib/phone';
import { paymentText } from '@/lib/payment-text';

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
    <Stack spacing={2} sx={{ pt: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id={titleId} variant="subtitle1" component="h2">
          <bdi>
            {reservation.startTime}–{reservation.endTime}
          </bdi>
        </Typography>
        {kindChip && <Chip size="small" color="primary" variant="outlined" label={kindChip} />}
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center' }}>
        <PersonRounded aria-hidden color="primary" />
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {t('reservations.sheet.customer')}
          </Typography>
          <Typography variant="h6" component="p" dir="auto" noWrap>
            {name ?? t('reservations.sheet.noName')}
          </Typography>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center' }}>
        <CallRounded aria-hidden color="primary" />
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {t('reservations.sheet.phone')}
          </Typography>
          <Typography variant="body1" dir="ltr" sx={{ textAlign: 'start' }}>
            {phone ? formatPhone(phone) : t('reservations.sheet.noPhone')}
          </Typography>
        </Stack>
      </Stack>
      {reservation.paymentStatus && (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center' }}>
          <PaymentsRounded aria-hidden color="primary" />
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary">
              {t('reservations.sheet.payment')}
            </Typography>
            <Typography variant="body1">{paymentText(t, reservation)}</Typography>
          </Stack>
        </Stack>
      )}
      {phone && (
        <Button
          variant="contained"
          size="large"
          startIcon={<CallRounded />}
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
        >
          {t('reservations.sheet.call')}
        </Button>
      )}
    </Stack>
  );
}
