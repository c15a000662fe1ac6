import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import SportsTennisRounded from '@mui/icons-material/SportsTennisRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import { useTranslation } from 'react-i18next';
import { Photo } from '../../../../components/photo';
import type { BookingQuery } from '../../../../lib/booking-query';
import { formatLongDate, formatClockTime } from '../../../../lib/calendar-date';
import { currentLanguage } from '../../../../lib/i18n';

interface BookingSummaryProps {
  booking: BookingQuery;
  /** The club's name, once loaded. */
  clubName: string | null;
  /** The formatted total, or null while it loads. */
  price: ReactNode;
}

/** SPEC 2 Payment: club photo, club, court, date, start to end time and price. */
export function BookingSummary({ booking, clubName, price }: BookingSummaryProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <Photo
        src={booking.photo}
        width={400}
        height={160}
        fluid
        radius={0}
        fallback={<StorefrontRounded aria-hidden />}
      />
      <Stack spacing={1.25} sx={{ p: 2 }}>
        {/* A long unbroken name breaks rather than widening the screen. */}
        <Typography variant="h6" component="h2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
          {clubName ?? <Skeleton width="60%" />}
        </Typography>
        <Detail icon={<SportsTennisRounded />} label={t('bookingPayment.court')}>
          <span dir="auto">{booking.court}</span>
        </Detail>
        <Detail icon={<EventRounded />} label={t('bookingPayment.date')}>
          {formatLongDate(booking.date, currentLanguage())}
        </Detail>
        <Detail icon={<AccessTimeRounded />} label={t('bookingPayment.time')}>
          {t('bookingPayment.timeRange', {
            start: formatClockTime(booking.startTime, currentLanguage()),
            end: formatClockTime(booking.endTime, currentLanguage()),
          })}
        </Detail>
        <Divider />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography color="text.secondary">
            {t('bookingPayment.total', { minutes: booking.duration })}
          </Typography>
          <Typography variant="h5" component="p" sx={{ color: 'primary.main' }}>
            {price}
          </Typography>
        </Stack>
      </Stack>
    </Card>
  );
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Stack aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 20 } }}>
        {icon}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 64 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}
