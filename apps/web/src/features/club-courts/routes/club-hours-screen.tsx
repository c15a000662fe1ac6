import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import type { Sport } from '@courtside/shared';
import { clubToday } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
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
    <Stack spacing={3}>
      <OpeningHoursForm key={`hours-${hours.dataUpdatedAt}`} initial={hours.data.days} />
      <Divider />
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h2">
          {t('clubHours.closures')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('clubHours.closuresHint')}
        </Typography>
        <ClosureList closures={hours.data.closures} />
        <Button variant="outlined" startIcon={<EventBusyRounded />} onClick={() => setAdding(true)}>
          {t('clubHours.addClosure')}
        </Button>
      </Stack>
      <ClosureDialog
        open={adding}
        courts={inPlay}
        today={clubToday(hours.data.timeZone, new Date())}
        onClose={() => setAdding(false)}
        onDone={done}
      />
      <Divider />
      <SaleTermsForm key={`sales-${sales.dataUpdatedAt}`} initial={sales.data} sports={sports} />
      <Divider />
      <BookingWindowSection />
      <Divider />
      <CancellationRuleForm key={`rule-${rule.dataUpdatedAt}`} initial={rule.data} />
      <Divider />
      <ClubTaxSection />
    </Stack>
  );
}

/** The sports the club's courts play, or both while it has no court yet. */
function sportsOf(courts: readonly { type: Sport }[]): Sport[] {
  const played = (['padel', 'football'] as const).filter((sport) =>
    courts.some((court) => court.type === sport),
  );
  return played.length > 0 ? played : ['padel', 'football'];
}
