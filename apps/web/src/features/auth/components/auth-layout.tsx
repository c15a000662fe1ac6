import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-mark';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** Brand header over a sheet holding the sign-in or sign-up form. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', bgcolor: 'primary.dark' }}>
      <Stack
        spacing={1.5}
        sx={(theme) => ({
          alignItems: 'center',
          textAlign: 'center',
          color: 'primary.contrastText',
          pt: 'calc(env(safe-area-inset-top) + 40px)',
          pb: 5,
          px: 3,
          background: `radial-gradient(circle at 85% 10%, ${theme.palette.primary.light} 0%, transparent 45%), linear-gradient(160deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
        })}
      >
        <BrandMark size={64} />
        <Typography variant="h4" component="p">
          {t('app.name')}
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.85 }}>
          {t('app.tagline')}
        </Typography>
      </Stack>
      <Box
        component="main"
        sx={{
          flex: 1,
          bgcolor: 'background.default',
          borderTopLeftRadius: 28,
          borderTopRightRadius: 28,
          mt: -2.5,
          px: 3,
          pt: 4,
          pb: 'calc(env(safe-area-inset-bottom) + 24px)',
        }}
      >
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {subtitle}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
