import { useEffect } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import { NavigationProgress } from '@/components/route-loading';
import { onUnauthorized } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/** The phone-width app column, centred on wider screens, around every screen. */
export function RootLayout() {
  const navigate = useNavigate();
  const { expire } = useSession();
  // Screens load lazily: a navigation waits for the next screen's code.
  const loadingNextScreen = useNavigation().state === 'loading';

  // SPEC 7: a 401 on any call means the token is no longer good; go and sign in again.
  useEffect(
    () =>
      onUnauthorized(() => {
        void expire();
        void navigate(paths.login, { replace: true });
      }),
    [expire, navigate],
  );

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: { xs: 'background.default', sm: '#dde6e3' } }}>
      {loadingNextScreen && <NavigationProgress />}
      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          maxWidth: 480,
          minHeight: '100dvh',
          mx: 'auto',
          bgcolor: 'background.default',
          boxShadow: { sm: '0 0 40px rgba(15, 31, 28, 0.12)' },
        }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}
