import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import SportsTennisRounded from '@mui/icons-material/SportsTennisRounded';
import type { CourtDetail } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { mirrorInRtl } from '../../../components/mirror';
import { Photo } from '../../../components/photo';
import { capacityText } from '@/lib/capacity-text';
import { clampLines } from '@/components/clamp-lines';

const photoSize = { width: 88, height: 88 };

interface OwnerCourtCardProps {
  court: CourtDetail;
  onSelect: (court: CourtDetail) => void;
}

/** SPEC 2 Manage Reservation: photo, name, type, capacity and description of one court. */
export function OwnerCourtCard({ court, onSelect }: OwnerCourtCardProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardActionArea onClick={() => onSelect(court)} sx={{ p: 1.5 }}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center' }}>
          <Photo
            src={court.photo}
            {...photoSize}
            fallback={court.type === 'football' ? <SportsSoccerRounded /> : <SportsTennisRounded />}
          />
          <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
            {/* Names come from the server in their own script, whatever the interface language. */}
            <Typography variant="subtitle1" component="h2" dir="auto" sx={clampLines(2)}>
              {court.name}
            </Typography>
            <Stack direction="row" spacing={0.75} useFlexGap>
              <Chip size="small" color="primary" label={t(`reservations.sport.${court.type}`)} />
              <Chip size="small" variant="outlined" label={capacityText(t, court)} />
            </Stack>
            {court.description && (
              <Typography variant="body2" color="text.secondary" dir="auto" sx={clampLines(2)}>
                {court.description}
              </Typography>
            )}
          </Stack>
          <ChevronRightRounded aria-hidden sx={[{ color: 'text.disabled' }, mirrorInRtl]} />
        </Stack>
      </CardActionArea>
    </Card>
  );
}

export const ownerCourtPhotoSize = photoSize;
