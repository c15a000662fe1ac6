import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import type { Champion } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { mirrorInRtl } from '@/components/mirror';
import { Photo } from '@/components/photo';

interface ChampionCardProps {
  champion: Champion;
  onOpen: (champion: Champion) => void;
}

/** SPEC 2 Book Champion: club photo, club, name, registered/participants, and the arrow. */
export function ChampionCard({ champion, onOpen }: ChampionCardProps) {
  const { t } = useTranslation();
  const places = champion.participantsNumber ?? '∞';
  return (
    <Card variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Photo src={champion.club.photo} width={64} height={64} fallback={<EmojiEventsRounded />} />
        <Stack sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="caption" color="text.secondary" noWrap>
            <bdi>{champion.club.name}</bdi>
          </Typography>
          <Typography variant="subtitle1" component="h2" noWrap>
            <bdi>{champion.name}</bdi>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('championships.registered', { registered: champion.registered, places })}
          </Typography>
        </Stack>
        <IconButton
          onClick={() => onOpen(champion)}
          aria-label={t('championships.open', { name: champion.name })}
          sx={mirrorInRtl}
        >
          <ChevronRightRounded />
        </IconButton>
      </Stack>
    </Card>
  );
}
