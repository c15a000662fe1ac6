import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import SportsTennisRounded from '@mui/icons-material/SportsTennisRounded';
import {
  bookingPrice,
  capacityLabel,
  type BookingDuration,
  type CourtDetail,
} from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/money';
import { Photo } from '../../../components/photo';

interface CourtCardProps {
  court: CourtDetail;
  /** The price shown is for this many minutes (SPEC 9: 120 costs twice 60). */
  duration: BookingDuration;
  /** False while the day's taken hours are loading: a Book then could not be checked. */
  canBook: boolean;
  onBook: (court: CourtDetail) => void;
}

/** SPEC 2 Book court in a club: a court's photo, name, price and Book. */
export function CourtCard({ court, duration, canBook, onBook }: CourtCardProps) {
  const { t } = useTranslation();
  const capacity = capacityLabel(court.capacity);
  const SportIcon = court.type === 'football' ? SportsSoccerRounded : SportsTennisRounded;
  return (
    <Card sx={{ p: 1.25 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Photo src={court.photo} width={72} height={72} fallback={<SportIcon aria-hidden />} />
        <Stack sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle1" component="h3" dir="auto" noWrap>
            {court.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap>
            {typeof capacity === 'number'
              ? t('bookCourt.players', { count: capacity })
              : t(`bookCourt.capacity.${capacity}`)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {court.price === null ? (
              t('bookCourt.noPrice')
            ) : (
              <>
                {/* Isolated, so the price keeps its own order inside right-to-left text. */}
                <bdi>{formatPrice(bookingPrice(court.price, duration), court.currency)}</bdi>{' '}
                {t('bookCourt.perMinutes', { minutes: duration })}
              </>
            )}
          </Typography>
        </Stack>
        <Button
          variant="contained"
          onClick={() => onBook(court)}
          disabled={!canBook || court.price === null}
          aria-label={t('bookCourt.bookCourt', { court: court.name })}
        >
          {t('bookCourt.book')}
        </Button>
      </Stack>
    </Card>
  );
}
