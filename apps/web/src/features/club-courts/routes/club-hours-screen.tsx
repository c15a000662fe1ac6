import { useState } from 'react';
import type { Sport } from '@courtside/shared';
import { clubToday } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';
import { eventBusyIcon } from '@/components/icons/event-busy';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { ErrorState } from '@/components/error-state';
import { useToast } from '@/components/toast';
import { useSaleTerms } from '@/lib/api/sale-terms';
import { useCancellationRule } from '../api/cancellation-rule';
import { useClubHours } from '../api/club-hours';
import { useOwnedCourts } from '../api/owned-courts';
import { ClosureDialog } from '../components/closure-dialog';
import { BookingWindowSection } from '../components/booking-window-form';
import { CancellationRuleForm } from '../components/cancellation-rule-form';
import { ClubTaxSection } from '../components/club-tax-form';
import { ClosureList } from '../components/closure-list';
import { OpeningHoursForm } from '../components/opening-hours-form';
import { SaleTermsForm } from '../components/sale-terms-form';
import settings from '../components/settings.module.css';
import styles from './screens.module.css';

/**
 * The owner's booking settings: opening hours per weekday, the club's or a court's closures,
 * the game lengths and start times on sale for each sport, how many days ahead players book,
 * and the club's cancellation rule.
 */
export function ClubHoursScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const hours = useClubHours();
  const courts = useOwnedCourts();
  const rule = useCancellationRule();
  const sales = useSaleTerms();
  const [adding, setAdding] = useState(false);
  const reads = [hours, courts, rule, sales];
  if (hours.isPending || courts.isPending || rule.isPending || sales.isPending)
    return <CardListSkeleton photoSize={0} />;
  if (hours.isError || courts.isError || rule.isError || sales.isError) {
    const retry = () => void Promise.all(reads.map((read) => read.refetch()));
    const retrying = reads.some((read) => read.isFetching);
    return <ErrorState onRetry={retry} retrying={retrying} />;
  }
  const inPlay = courts.data.filter((court) => court.retiredAt === null);
  const sports = sportsOf(inPlay);
  const done = (cancelled: number) => {
    setAdding(false);
    toast.show({ message: t('clubHours.closed', { count: cancelled }), severity: 'success' });
  };
  return (
    <div className={styles.settings}>
      <OpeningHoursForm key={`hours-${hours.dataUpdatedAt}`} initial={hours.data.days} />
      <hr className={styles.divider} />
      <div className={styles.closures}>
        <h2 className={settings.title}>{t('clubHours.closures')}</h2>
        <p className={settings.hint}>{t('clubHours.closuresHint')}</p>
        <ClosureList closures={hours.data.closures} />
        <Button
          variant="outlined"
          startIcon={<Icon path={eventBusyIcon} />}
          onClick={() => setAdding(true)}
        >
          {t('clubHours.addClosure')}
        </Button>
      </div>
      <ClosureDialog
        open={adding}
        courts={inPlay}
        today={clubToday(hours.data.timeZone, new Date())}
        onClose={() => setAdding(false)}
        onDone={done}
      />
      <hr className={styles.divider} />
      <SaleTermsForm key={`sales-${sales.dataUpdatedAt}`} initial={sales.data} sports={sports} />
      <hr className={styles.divider} />
      <BookingWindowSection />
      <hr className={styles.divider} />
      <CancellationRuleForm key={`rule-${rule.dataUpdatedAt}`} initial={rule.data} />
      <hr className={styles.divider} />
      <ClubTaxSection />
    </div>
  );
}

/** The sports the club's courts play, or both while it has no court yet. */
function sportsOf(courts: readonly { type: Sport }[]): Sport[] {
  const played = (['padel', 'football'] as const).filter((sport) =>
    courts.some((court) => court.type === sport),
  );
  return played.length > 0 ? played : ['padel', 'football'];
}
