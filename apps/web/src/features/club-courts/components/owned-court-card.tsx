import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SportsTennisRounded from '@mui/icons-material/SportsTennisRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import type { OwnedCourt } from '@courtside/shared';
import { capacityLabel } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Photo } from '@/components/photo';
import { formatPrice } from '@/lib/money';
import { PeakPriceLines } from '@/components/peak-price-lines';
import { clampLines } from '@/components/clamp-lines';

interface Props {
  court: OwnedCourt;
  onEdit: (court: OwnedCourt) => void;
  onRetire: (court: OwnedCourt) => void;
}

function CourtFacts({ court }: { court: OwnedCourt }) {
  const { t } = useTranslation();
  const capacity = capacityLabel(court.capacity);
  const facts = [
    t(`sports.${court.type}`),
    typeof capacity === 'number'
      ? t('courtsAdmin.players', { count: capacity })
      : t(`courtsAdmin.capacity.${capacity}`),
    ...(court.courtType ? [t(`courtsAdmin.courtType.${court.courtType}`)] : []),
  ];
  return (
    <Typography variant="caption" color="text.secondary">
      {facts.join(' · ')}
    </Typography>
  );
}

function CourtPrices({ court }: { court: OwnedCourt }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.25}>
      <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.main' }}>
        {court.price === null ? (
          t('courtsAdmin.noPrice')
        ) : (
          <>
            <bdi>{formatPrice(court.price, court.currency)}</bdi> {t('courtsAdmin.per60')}
          </>
        )}
      </Typography>
      <PeakPriceLines peaks={court.peaks} currency={court.currency} />
    </Stack>
  );
}

/** One of the owner's courts: what it is, what it costs, and what can be done with it. */
export function OwnedCourtCard({ court, onEdit, onRetire }: Props) {
  const { t } = useTranslation();
  const retired = court.retiredAt !== null;
  const icon = court.type === 'padel' ? <SportsTennisRounded /> : <SportsSoccerRounded />;
  return (
    <Card variant="outlined" sx={{ p: 1.5, opacity: retired ? 0.7 : 1 }}>
      <Stack direction="row" spacing={1.5}>
        <Photo src={court.photo} width={72} height={72} fallback={icon} />
        <Stack sx={{ minWidth: 0, flex: 1 }} spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography
              variant="subtitle1"
              component="h2"
              dir="auto"
              sx={[{ flex: 1 }, clampLines(2)]}
            >
              {court.name}
            </Typography>
            {retired && <Chip size="small" label={t('courtsAdmin.retired')} />}
          </Stack>
          <CourtFacts court={court} />
          <CourtPrices court={court} />
        </Stack>
      </Stack>
      {!retired && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
          <Button
            size="small"
            color="error"
            onClick={() => onRetire(court)}
            aria-label={t('courtsAdmin.retireCourt', { court: court.name })}
          >
            {t('courtsAdmin.retire')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => onEdit(court)}
            aria-label={t('courtsAdmin.editCourt', { court: court.name })}
          >
            {t('courtsAdmin.edit')}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
