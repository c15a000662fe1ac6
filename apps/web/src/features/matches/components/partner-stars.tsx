import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import type { PadelUser } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useToggleFavorite } from '../api/toggle-favorite';
import { fullName } from './seat-row';

/**
 * The chosen partners, each with a star: a starred player sees the caller's favorite-only
 * matches (issue 10, item 3).
 */
export function PartnerStars({
  partners,
  starred,
}: {
  partners: PadelUser[];
  starred: Set<string>;
}) {
  const { t } = useTranslation();
  const toggle = useToggleFavorite();
  if (partners.length === 0) return null;
  return (
    <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {partners.map((partner) => {
        const isStarred = starred.has(partner.id);
        const name = fullName(partner);
        return (
          <Stack component="li" key={partner.id} direction="row" sx={{ alignItems: 'center' }}>
            <Typography sx={{ flex: 1 }}>{name}</Typography>
            <IconButton
              aria-label={t('matches.star', { name })}
              aria-pressed={isStarred}
              color={isStarred ? 'warning' : 'default'}
              disabled={toggle.isPending}
              onClick={() => toggle.mutate({ userId: partner.id, starred: !isStarred })}
            >
              {isStarred ? <StarRounded /> : <StarBorderRounded />}
            </IconButton>
          </Stack>
        );
      })}
    </Stack>
  );
}
