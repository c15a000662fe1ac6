import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NearMeRounded from '@mui/icons-material/NearMeRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import SportsTennisRounded from '@mui/icons-material/SportsTennisRounded';
import { formatKm, type Club, type Sport } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Photo } from '../../../components/photo';
import { currentLanguage } from '../../../lib/i18n';

export interface ClubWithDistance extends Club {
  distance: number | null;
}

interface ClubCardProps {
  club: ClubWithDistance;
  sport: Sport;
  /** How many of its courts match the chosen court type. */
  courtCount: number;
  onSelect: (club: ClubWithDistance) => void;
}

/** SPEC 2 Find club: a club's photo, name, address and distance from the device. */
export function ClubCard({ club, sport, courtCount, onSelect }: ClubCardProps) {
  const { t } = useTranslation();
  const SportIcon = sport === 'football' ? SportsSoccerRounded : SportsTennisRounded;
  return (
    <Card>
      <CardActionArea onClick={() => onSelect(club)} sx={{ p: 1.25 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Photo src={club.photo} width={88} height={88} fallback={<SportIcon aria-hidden />} />
          <Stack spacing={0.25} sx={{ minWidth: 0, flex: 1 }}>
            {/* Names and addresses come from the server in their own script. */}
            <Typography variant="subtitle1" component="h2" dir="auto" noWrap>
              {club.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" dir="auto" noWrap>
              {club.address}
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', pt: 0.5 }}>
              {club.distance !== null && (
                <Stack
                  direction="row"
                  spacing={0.5}
                  sx={{ alignItems: 'center', color: 'primary.main' }}
                >
                  <NearMeRounded aria-hidden sx={{ fontSize: 16 }} />
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {t('findClub.distance', { km: formatKm(club.distance, currentLanguage()) })}
                  </Typography>
                </Stack>
              )}
              <Typography variant="caption" color="text.secondary">
                {t('findClub.courtCount', { count: courtCount })}
              </Typography>
            </Stack>
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
