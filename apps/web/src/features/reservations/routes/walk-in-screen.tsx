import { useNavigate, useSearchParams } from 'react-router';
import type { ValidBookingPaymentBody } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { conflictCodes } from '@courtside/shared/conflict-codes';
import { useAlertDialog } from '@/lib/alerts';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon';
import { linkOffIcon } from '../../../components/icons/link-off';
import { ErrorState } from '../../../components/error-state';
import { ApiError } from '../../../lib/api-client';
import { useBookWalkIn } from '../api/cash-booking';
import { useCourtPrice } from '../../../lib/api/court-price';
import { useOwnerClub } from '../../../lib/api/owner-club';
import { useSlotToast } from '../../../components/slot-toast';
import { WalkInForm, type WalkInCustomer } from '../components/walk-in-form';
import { WalkInSummary } from '../components/walk-in-summary';
import { clubDayPath } from '@/lib/paths';
import { parseBookingQuery, type BookingQuery } from '../../../lib/booking-query';
import styles from './walk-in-screen.module.css';

/** SPEC 2 manage-reservation/court/{id}/book: the owner books a free slot for a walk-in. */
export function WalkInScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const slot = parseBookingQuery(search);
  if (!slot) {
    return (
      <EmptyState
        icon={<Icon path={linkOffIcon} />}
        title={t('reservations.walkIn.incomplete')}
        message={t('reservations.walkIn.incompleteHint')}
      />
    );
  }
  return <WalkInBooking slot={slot} />;
}

function WalkInBooking({ slot }: { slot: BookingQuery }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alerts = useAlertDialog();
  const showSlotToast = useSlotToast();
  const price = useCourtPrice(slot.clubID, slot.courtID);
  const club = useOwnerClub();
  const bookWalkIn = useBookWalkIn();

  const backToDay = () => void navigate(clubDayPath(slot.date), { replace: true });

  const { photo: _photo, ...booking } = slot;
  const bookingFor = (customer: WalkInCustomer) => ({
    ...booking,
    isAvailable: false,
    walkIn: true,
    ...customer,
  });

  const book = async (checked: ValidBookingPaymentBody) => {
    try {
      await bookWalkIn.mutateAsync({ ...checked, walkIn: true });
      alerts.show({
        kind: 'success',
        title: t('payment.bookingSucceeded.title'),
        message: t('payment.bookingSucceeded.message'),
        onClose: backToDay,
      });
    } catch (error) {
      // SPEC 5: a slot someone else has just taken is 'Already Booked'; anything else is SPEC 8's alert.
      if (error instanceof ApiError && error.body.code === conflictCodes.SLOT_TAKEN) {
        showSlotToast('alreadyBooked');
        return;
      }
      alerts.show({
        kind: 'error',
        title: t('payment.failed.title'),
        message: t('payment.failed.message'),
      });
    }
  };

  if (price.isError) {
    return <ErrorState onRetry={() => void price.refetch()} retrying={price.isFetching} />;
  }
  return (
    <div className={styles.booking}>
      <WalkInSummary slot={slot} price={price.data} />
      <WalkInForm
        canBook={Boolean(price.data && club.data)}
        timeZone={club.data?.timeZone}
        bookingFor={bookingFor}
        onBook={book}
      />
    </div>
  );
}
