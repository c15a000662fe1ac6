import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mirrorInRtl } from '@/components/mirror';

/** A view opened from the profile summary: its title with a back button, then its content. */
export function SubView({
  title,
  onBack,
  children,
}: {
  title: string;
  onBack: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label={t('profile.back')} onClick={onBack}>
          <ArrowBackRounded sx={mirrorInRtl} />
        </IconButton>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
      </Stack>
      {children}
    </Stack>
  );
}
