import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CallRounded from '@mui/icons-material/CallRounded';
import EventSeatRounded from '@mui/icons-material/EventSeatRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import type { ClubDay, ClubDayCell } from '@courtside/shared';
import { customerIdOf } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { MaterialBottomSheet } from '../../../../components/material-bottom-sheet';
import { DetailRow } from '../detail-row';
import type { GridRow } from './day-grid-model';
import { occupantLooks } from './occupant-looks';
import { occupantName, sharesText } from './occupant-text';
import { paymentText } from '@/lib/payment-text';
import { customerPath } from '@/lib/paths';
import { usePhoneFormat } from '@/lib/phone';
import { OccupantActions } from './occupant-actions';

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
    <MaterialBottomSheet open={occupant !== null} onClose={onClose} labelledBy={titleId} padded>
      {occupant && (
        <Stack spacing={2} sx={{ pt: 2 }}>
          <OccupantDetails occupant={occupant} day={day} titleId={titleId} />
          <OccupantActions occupant={occupant} day={day} rows={rows} onDone={onClose} />
        </Stack>
      )}
    </MaterialBottomSheet>
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
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography id={titleId} variant="subtitle1" component="h2">
          <bdi>{court?.name}</bdi> · <bdi>{`${occupant.from}–${occupant.to}`}</bdi>
        </Typography>
        <Chip
          size="small"
          label={t(`clubDay.kind.${occupant.kind}`)}
          sx={{ bgcolor: look.fill, border: `1.5px solid ${look.edge}`, fontWeight: 600 }}
        />
      </Stack>
      <DetailRow icon={<PersonRounded />} label={t('clubDay.who')}>
        {occupant.kind === 'booking' && phone ? (
          // The booker's page in the club's customer list, named by their phone's digits.
          <Link component={RouterLink} to={customerPath(customerIdOf(phone))}>
            <bdi>{occupantName(t, occupant)}</bdi>
          </Link>
        ) : (
          <bdi>{occupantName(t, occupant)}</bdi>
        )}
      </DetailRow>
      {phone && (
        <DetailRow icon={<CallRounded />} label={t('reservations.sheet.phone')}>
          <span dir="ltr">{formatPhone(phone)}</span>
        </DetailRow>
      )}
      {payment && (
        <DetailRow icon={<PaymentsRounded />} label={t('reservations.sheet.payment')}>
          {payment}
        </DetailRow>
      )}
      {shares && (
        <DetailRow icon={<EventSeatRounded />} label={t('clubDay.seats')}>
          {shares}
        </DetailRow>
      )}
      {phone && (
        <Button
          variant="outlined"
          startIcon={<CallRounded />}
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
        >
          {t('reservations.sheet.call')}
        </Button>
      )}
    </Stack>
  );
}
