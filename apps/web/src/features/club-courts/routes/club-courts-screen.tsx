import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddRounded from '@mui/icons-material/AddRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import StadiumRounded from '@mui/icons-material/StadiumRounded';
import type { OwnedCourt } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { clubCourtPath, paths } from '@/lib/paths';
import { useOwnedCourts } from '../api/owned-courts';
import { OwnedCourtCard } from '../components/owned-court-card';
import { RetireDialog } from '../components/retire-dialog';

/** SPEC 2 Add court/future: the owner's courts, to add, edit or retire. */
export function ClubCourtsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const courts = useOwnedCourts();
  const [retiring, setRetiring] = useState<OwnedCourt | null>(null);

  const add = (
    <Button
      variant="contained"
      startIcon={<AddRounded />}
      onClick={() => void navigate(paths.clubCourtNew)}
    >
      {t('courtsAdmin.add')}
    </Button>
  );
  if (courts.isPending) return <CardListSkeleton photoSize={72} />;
  if (courts.isError) {
    return <ErrorState onRetry={() => void courts.refetch()} retrying={courts.isFetching} />;
  }
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<ScheduleRounded />}
          onClick={() => void navigate(paths.clubHours)}
        >
          {t('clubHours.open')}
        </Button>
        {add}
      </Box>
      {courts.data.length === 0 ? (
        <EmptyState
          icon={<StadiumRounded />}
          title={t('courtsAdmin.empty')}
          message={t('courtsAdmin.emptyHint')}
        />
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          aria-label={t('courtsAdmin.courts')}
          sx={{ p: 0, m: 0 }}
        >
          {courts.data.map((court) => (
            <Box component="li" key={court.id} sx={{ listStyle: 'none' }}>
              <OwnedCourtCard
                court={court}
                onEdit={(chosen) => void navigate(clubCourtPath(chosen.id))}
                onRetire={setRetiring}
              />
            </Box>
          ))}
        </Stack>
      )}
      <RetireDialog court={retiring} onClose={() => setRetiring(null)} />
    </Stack>
  );
}
