import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import SportsTennisRounded from '@mui/icons-material/SportsTennisRounded';
import TimelapseRounded from '@mui/icons-material/TimelapseRounded';
import type { Price } from '@courtside/shared';
import { minuteOfTime, slotPrice } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/money';
import { Photo } from '../../../components/photo';
import { formatLongDate } from '../../../lib/calendar-date';
import { currentLanguage } from '../../../lib/i18n';
import type { BookingQuery } from '../../../lib/booking-query';
import { DetailRow } from './detail-row';

const photoSize = { width: 448, height: 180 };

interface WalkInSummaryProps {
  slot: BookingQuery;
  /** Undefined while it loads, null when the club has set no price for the court. */
  price: Price | null | undefined;
}

/** What the owner is about to book: the court, the day, the hours and what the customer pays. */
export function WalkInSummary({ slot, price }: WalkInSummaryProps) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  return (
    <Card>
      <Photo src={slot.photo} {...photoSize} fluid radius={0} fallback={<SportsTennisRounded />} />
      <Stack sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <Typography variant="overline" color="text.secondary">
          {t('reservations.walkIn.court')}
        </Typography>
        <Typography variant="h6" component="h2" dir="auto">
          {slot.court}
        </Typography>
      </Stack>
      <Divider />
      <Stack sx={{ px: 2, py: 1 }}>
        <DetailRow icon={<CalendarMonthRounded />} label={t('reservations.walkIn.date')}>
          {formatLongDate(slot.date, locale)}
        </DetailRow>
        <DetailRow icon={<AccessTimeRounded />} label={t('reservations.walkIn.time')}>
          <bdi>
            {slot.startTime} – {slot.endTime}
          </bdi>
        </DetailRow>
        <DetailRow icon={<TimelapseRounded />} label={t('reservations.walkIn.duration')}>
          {t('reservations.duration.minutes', { count: slot.duration })}
        </DetailRow>
        <DetailRow icon={<PaymentsRounded />} label={t('reservations.walkIn.price')}>
          {price === undefined ? (
            <Skeleton width={64} />
          ) : price === null ? (
            t('reservations.walkIn.noPrice')
          ) : (
            formatPrice(
              slotPrice(price, {
                date: slot.date,
                start: minuteOfTime(slot.startTime),
                duration: slot.duration,
              }),
              price.currency,
            )
          )}
        </DetailRow>
      </Stack>
    </Card>
  );
}
