import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { onlyForScreenReaders } from './screen-reader-only';

/** The public price a member does not pay, struck through (and named for screen readers). */
export function StruckPublicPrice({ price }: { price: string }) {
  const { t } = useTranslation();
  return (
    <Typography component="s" variant="inherit" sx={{ color: 'text.secondary', fontWeight: 400 }}>
      <Box component="span" sx={onlyForScreenReaders}>
        {t('memberships.player.publicPrice')}
      </Box>
      <bdi>{price}</bdi>
    </Typography>
  );
}

/** The line under a price the player pays as the club's member. */
export function MemberPriceLabel() {
  const { t } = useTranslation();
  return (
    <Typography variant="caption" sx={{ color: 'success.dark', fontWeight: 600 }}>
      {t('memberships.player.memberPrice')}
    </Typography>
  );
}
