import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import { clubToday } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { ErrorState } from '@/components/error-state';
import { useToast } from '@/components/toast';
import { useCancellationRule } from '../api/cancellation-rule';
import { useClubHours } from '../api/club-hours';
import { useOwnedCourts } from '../api/owned-courts';
import { ClosureDialog } from '../components/closure-dialog';
import { CancellationRuleForm } from '../components/cancellation-rule-form';
import { ClosureList } from '../components/closure-list';
import { OpeningHoursForm } from '../components/opening-hours-form';

/**
 * The owner's booking settings: opening hours per weekday, the club's or a court's closures,
 * and the club's cancellation rule.
 */
export function ClubHoursScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const hours = useClubHours();
  const courts = useOwnedCourts();
  const rule = useCancellationRule();
  const [adding, setAdding] = useState(false);
  if (hours.isPending || courts.isPending || rule.isPending)
    return <CardListSkeleton photoSize={0} />;
  if (hours.isError || courts.isError || rule.isError) {
    const retry = () => void Promise.all([hours.refetch(), courts.refetch(), rule.refetch()]);
    const retrying = hours.isFetching || courts.isFetching || rule.isFetching;
    return <ErrorState onRetry={retry} retrying={retrying} />;
  }
  const inPlay = courts.data.filter((court) => court.retiredAt === null);
  const done = (cancelled: number) => {
    setAdding(false);
    toast.show({ message: t('clubHours.closed', { count: cancelled }), severity: 'success' });
  };
  return (
    <Stack spacing={3}>
      <OpeningHoursForm key={String(hours.dataUpdatedAt)} initial={hours.data.days} />
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
      <CancellationRuleForm key={String(rule.dataUpdatedAt)} initial={rule.data} />
    </Stack>
  );
}
