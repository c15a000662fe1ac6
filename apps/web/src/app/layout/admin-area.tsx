import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currencyExchangeIcon } from '@/components/icons/currency-exchange';
import { domainIcon } from '@/components/icons/domain';
import { historyIcon } from '@/components/icons/history';
import { inboxIcon } from '@/components/icons/inbox';
import { logoutIcon } from '@/components/icons/logout';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { AppFrame } from '../app-frame';
import { ScreenMain } from './screen-main';
import { TabBar } from './tab-bar';
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
  const tabs = [
    { key: 'clubs', label: t('admin.clubsTab'), icon: domainIcon, to: paths.admin },
    {
      key: 'applications',
      label: t('admin.applicationsTab'),
      icon: inboxIcon,
      to: paths.adminApplications,
    },
    {
      key: 'refunds',
      label: t('admin.refundsTab'),
      icon: currencyExchangeIcon,
      to: paths.adminRefunds,
    },
    { key: 'audit', label: t('admin.auditTab'), icon: historyIcon, to: paths.adminAudit },
    { key: 'out', label: t('menu.logout'), icon: logoutIcon, onSelect: () => void leave() },
  ];
  return <TabBar tabs={tabs} selected={tab} label={t('admin.tabs')} />;
}

/** The platform admin's area: the same frame as the user area, with its own tabs. */
export function AdminArea() {
  const { user } = useSession();
  // Anyone else signed in goes to their own area; the server refuses them anyway.
  if (user?.role !== 'admin') return <Navigate to={paths.user} replace />;
  return (
    <AppFrame>
      <TopAppBar />
      <ScreenMain>
        <Outlet />
      </ScreenMain>
      <AdminTabBar />
    </AppFrame>
  );
}
