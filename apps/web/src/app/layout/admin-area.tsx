import { Link as RouterLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import DomainRounded from '@mui/icons-material/DomainRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import CurrencyExchangeRounded from '@mui/icons-material/CurrencyExchangeRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { AppFrame } from '../app-frame';
import { navigationSx } from './tab-bar-styles';
import { TopAppBar } from './top-app-bar';

/** The admin's tabs: clubs, applications, refunds owed, the audit log, and signing out. */
function AdminTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const tab = pathname.startsWith(paths.adminAudit)
    ? 'audit'
    : pathname.startsWith(paths.adminApplications)
      ? 'applications'
      : pathname.startsWith(paths.adminRefunds)
        ? 'refunds'
        : 'clubs';
  const leave = async () => {
    await signOut();
    await navigate(paths.login);
  };
  return (
    <Paper
      component="nav"
      aria-label={t('admin.tabs')}
      elevation={0}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 'appBar',
        borderTop: 1,
        borderColor: 'divider',
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation showLabels value={tab} sx={navigationSx}>
        <BottomNavigationAction
          value="clubs"
          label={t('admin.clubsTab')}
          icon={<DomainRounded />}
          component={RouterLink}
          to={paths.admin}
        />
        <BottomNavigationAction
          value="applications"
          label={t('admin.applicationsTab')}
          icon={<InboxRounded />}
          component={RouterLink}
          to={paths.adminApplications}
        />
        <BottomNavigationAction
          value="refunds"
          label={t('admin.refundsTab')}
          icon={<CurrencyExchangeRounded />}
          component={RouterLink}
          to={paths.adminRefunds}
        />
        <BottomNavigationAction
          value="audit"
          label={t('admin.auditTab')}
          icon={<HistoryRounded />}
          component={RouterLink}
          to={paths.adminAudit}
        />
        <BottomNavigationAction
          value="out"
          label={t('menu.logout')}
          icon={<LogoutRounded />}
          onClick={() => void leave()}
        />
      </BottomNavigation>
    </Paper>
  );
}

/** The platform admin's area: the same frame as the user area, with its own tabs. */
export function AdminArea() {
  const { user } = useSession();
  // Anyone else signed in goes to their own area; the server refuses them anyway.
  if (user?.role !== 'admin') return <Navigate to={paths.user} replace />;
  return (
    <AppFrame>
      <TopAppBar />
      <Box component="main" sx={{ flex: 1, px: 2, pt: 2, pb: 3 }}>
        <Outlet />
      </Box>
      <AdminTabBar />
    </AppFrame>
  );
}
