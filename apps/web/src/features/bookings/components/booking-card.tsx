import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import type { MyBooking } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Photo } from '../../../components/photo';
import { currentLanguage } from '../../../lib/i18n';
import { bookingWhen } from '../booking-when';

interface BookingCardProps {
  booking: MyBooking;
  /** Upcoming bookings offer their actions; history only shows what happened. */
  upcoming: boolean;
  cancellable: boolean;
  onAddToCalendar: (booking: MyBooking) => void;
  onCancel: (booking: MyBooking) => void;
}

/** SPEC 2 My Booking: club photo, 'weekday | day/month | hour am/pm', club and court. */
export function BookingCard({
  booking,
  upcoming,
  cancellable,
  onAddToCalendar,
  onCancel,
}: BookingCardProps) {
  const { t } = useTranslation();
  const club = booking.court.club;
  const cancelled = booking.status === 'cancelled';
  return (
    <Card sx={{ p: 1.25, opacity: cancelled ? 0.75 : 1 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Photo
          src={club.photo}
          width={72}
          height={72}
          fallback={<StorefrontRounded aria-hidden />}
        />
        <Stack sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.main' }}>
              {bookingWhen(booking.date, booking.startTime, currentLanguage())}
            </Typography>
            {cancelled && (
              <Chip
                size="small"
                color="error"
                variant="outlined"
                label={t('myBooking.cancelled')}
              />
            )}
          </Stack>
          <Typography variant="subtitle1" component="h3" dir="auto" noWrap>
            {club.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" dir="auto" noWrap>
            {booking.court.name}
          </Typography>
        </Stack>
      </Stack>
      {upcoming && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 1 }}>
          {cancellable && (
            <Button
              size="small"
              color="error"
              startIcon={<EventBusyRounded />}
              onClick={() => onCancel(booking)}
            >
              {t('myBooking.cancel')}
            </Button>
          )}
          <Button
            size="small"
            variant="outlined"
            startIcon={<EventAvailableRounded />}
            onClick={() => onAddToCalendar(booking)}
          >
            {t('myBooking.addToCalendar')}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
