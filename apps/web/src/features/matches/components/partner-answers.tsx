import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MatchRequest, PartnerAnswer } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { fullName, PlayerAvatar } from './seat-row';

const answerColor: Record<PartnerAnswer, 'default' | 'success' | 'error'> = {
  pending: 'default',
  accepted: 'success',
  declined: 'error',
};

/** The partners a request names, each with whether they accepted to play. */
export function PartnerAnswers({ partners }: { partners: MatchRequest['partners'] }) {
  const { t } = useTranslation();
  if (partners.length === 0) return null;
  return (
    <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {partners.map((partner) => (
        <Stack
          component="li"
          key={partner.id}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center' }}
        >
          <PlayerAvatar player={partner} />
          <div style={{ flex: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {fullName(partner) || t('notifications.formerPlayer')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('matches.playerLevel', { level: partner.padelLevel?.toFixed(1) ?? '—' })}
            </Typography>
          </div>
          <Chip
            size="small"
            variant="outlined"
            color={answerColor[partner.answer]}
            label={t(`matches.partnerAnswer.${partner.answer}`)}
          />
        </Stack>
      ))}
    </Stack>
  );
}

/** Whether every partner a request names has answered: only then may the owner accept it. */
export const partnersAnswered = (request: MatchRequest) =>
  request.partners.every((partner) => partner.answer !== 'pending');
