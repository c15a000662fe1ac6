import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocationOffRounded from '@mui/icons-material/LocationOffRounded';
import { useTranslation } from 'react-i18next';
import type { DevicePosition } from '../../../lib/device-position';

/** Why the clubs show without distances, or that the position is still being found. */
export function LocationNotice({ status }: { status: DevicePosition['status'] }) {
  const { t } = useTranslation();
  if (status === 'located') return null;
  if (status === 'locating') {
    return (
      <Stack spacing={0.5} role="status">
        <Typography variant="caption" color="text.secondary">
          {t('findClub.location.locating')}
        </Typography>
        <LinearProgress sx={{ borderRadius: 1 }} />
      </Stack>
    );
  }
  return (
    <Alert severity="info" icon={<LocationOffRounded />} sx={{ py: 0.25 }}>
      {t(`findClub.location.${status}`)}
    </Alert>
  );
}
