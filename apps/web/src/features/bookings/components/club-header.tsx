import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import type { ClubSummary } from '@courtside/shared';
import { Photo } from '../../../components/photo';

/** The club being booked: its photo, name and address. */
export function ClubHeader({ club }: { club: ClubSummary }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Photo src={club.photo} width={64} height={64} fallback={<StorefrontRounded aria-hidden />} />
      <Stack sx={{ minWidth: 0 }}>
        {/* Names and addresses come from the server in their own script. */}
        <Typography variant="h6" component="h2" dir="auto" noWrap>
          {club.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" dir="auto" noWrap>
          {club.address}
        </Typography>
      </Stack>
    </Stack>
  );
}
