import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import type { ClubSummary } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Photo } from '../../../components/photo';

interface ClubHeaderProps {
  club: ClubSummary;
  /** The club's page, with the courts and day being booked. */
  detailsPath: string;
}

/** The club being booked: its photo, name and address, and the way to its page. */
export function ClubHeader({ club, detailsPath }: ClubHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Photo src={club.photo} width={64} height={64} fallback={<StorefrontRounded aria-hidden />} />
      <Stack sx={{ minWidth: 0, flex: 1 }}>
        {/* Names and addresses come from the server in their own script. */}
        <Typography variant="h6" component="h2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
          {club.name}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          dir="auto"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {club.address}
        </Typography>
      </Stack>
      <IconButton
        component={RouterLink}
        to={detailsPath}
        aria-label={t('clubDetails.open', { club: club.name })}
        color="primary"
      >
        <InfoOutlined />
      </IconButton>
    </Stack>
  );
}
