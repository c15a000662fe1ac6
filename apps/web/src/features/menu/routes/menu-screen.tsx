import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';
import { logoutIcon } from '@/components/icons/logout';
import { paths } from '../../../lib/paths';
import { useSession, useSignedInUser } from '../../../lib/session';
import { LanguageDialog } from '../components/language-dialog';
import { MenuList } from '../components/menu-list';
import { useMenuEntries } from '../components/use-menu-entries';
import { MenuProfileHeader } from '../components/menu-profile-header';
import { SignOutEverywhere } from '../components/sign-out-everywhere';
import styles from './menu-screen.module.css';

/** SPEC 2 Menu: the user, the entries, logging out here and signing out everywhere. */
export function MenuScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const user = useSignedInUser();
  const [languageOpen, setLanguageOpen] = useState(false);

  const entries = useMenuEntries({ onSelectLanguage: () => setLanguageOpen(true) });

  const logOut = async () => {
    await signOut();
    await navigate(paths.root, { replace: true });
  };

  return (
    <div className={styles.screen}>
      <MenuProfileHeader user={user} />
      <MenuList entries={entries} />
      <Button
        variant="outlined"
        danger
        size="large"
        startIcon={<Icon path={logoutIcon} />}
        onClick={() => void logOut()}
      >
        {t('menu.logout')}
      </Button>
      <SignOutEverywhere />
      <LanguageDialog open={languageOpen} onClose={() => setLanguageOpen(false)} />
    </div>
  );
}
