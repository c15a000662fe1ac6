import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { parseBookingQuery } from '../../../lib/booking-query';
import { paths } from '../../../lib/paths';
import { BookingCheckout } from '../components/checkout/booking-checkout';
import { declinedParam } from '../components/checkout/declined-hold';

/** SPEC 2 Payment (book-court/{clubID}/payment): the slot chosen on the grid, then a method. */
export function BookingPaymentScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const booking = parseBookingQuery(search);
  if (!booking) {
    return (
      <EmptyState
        icon={<LinkOffRounded />}
        title={t('bookingPayment.badLink')}
        message={t('bookingPayment.badLinkHint')}
        action={
          <Button component={RouterLink} to={paths.user} variant="contained">
            {t('notFound.home')}
          </Button>
        }
      />
    );
  }
  return <BookingCheckout booking={booking} declined={search.has(declinedParam)} />;
}
