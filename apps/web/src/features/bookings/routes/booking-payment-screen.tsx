import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon';
import { linkOffIcon } from '../../../components/icons/link-off';
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
        icon={<Icon path={linkOffIcon} />}
        title={t('bookingPayment.badLink')}
        message={t('bookingPayment.badLinkHint')}
        action={
          <ButtonLink to={paths.user} variant="contained">
            {t('notFound.home')}
          </ButtonLink>
        }
      />
    );
  }
  return <BookingCheckout booking={booking} declined={search.has(declinedParam)} />;
}
