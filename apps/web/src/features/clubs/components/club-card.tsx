import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import NearMeRounded from '@mui/icons-material/NearMeRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import SportsTennisRounded from '@mui/icons-material/SportsTennisRounded';
import type { Club, Sport } from '@courtside/shared';
import { formatKm } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FavouriteClubButton } from '../../../components/favourite-club-button';
import { Photo } from '../../../components/photo';
import { currentLanguage } from '../../../lib/i18n';
import { clampLines } from '@/components/clamp-lines';

export interface ClubWithDistance extends Club {
  distance: number | null;
}

interface ClubCardProps {
  club: ClubWithDistance;
  sport: Sport;
  /** How many of its courts match the chosen court type. */
  courtCount: number;
  onSelect: (club: ClubWithDistance) => void;
  /** The club's page. */
  detailsPath: string;
}

/**
 * SPEC 2 Find club: a club's photo, name, address and distance from the device; its heart;
 * its page.
 */
export function ClubCard({ club, sport, courtCount, onSelect, detailsPath }: ClubCardProps) {
  const { t } = useTranslation();
  const SportIcon = sport === 'football' ? SportsSoccerRounded : SportsTennisRounded;
  return (
    <Card sx={{ display: 'flex', alignItems: 'center' }}>
      <CardActionArea onClick={() => onSelect(club)} sx={{ p: 1.25, minWidth: 0 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Photo src={club.photo} width={88} height={88} fallback={<SportIcon aria-hidden />} />
          <Stack spacing={0.25} sx={{ minWidth: 0, flex: 1 }}>
            {/* Names and addresses come from the server in their own script. */}
            <Typography variant="subtitle1" component="h2" dir="auto" sx={clampLines(2)}>
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
      {/* Beside the card's main action, not inside it: one control may not hold another. */}
      <FavouriteClubButton clubId={club.id} favourite={club.favourite} />
      <IconButton
        component={RouterLink}
        to={detailsPath}
        aria-label={t('clubDetails.open', { club: club.name })}
        color="primary"
        sx={{ mx: 0.5 }}
      >
        <InfoOutlined />
      </IconButton>
    </Card>
  );
}
