import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { useSession, useSignedInUser } from '../../../lib/session';
import { LanguageDialog } from '../components/language-dialog';
import { MenuList } from '../components/menu-list';
import { useMenuEntries } from '../components/use-menu-entries';
import { MenuProfileHeader } from '../components/menu-profile-header';
import { SignOutEverywhere } from '../components/sign-out-everywhere';

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
    <Stack spacing={2.5}>
      <MenuProfileHeader user={user} />
      <MenuList entries={entries} />
      <Button
        variant="outlined"
        color="error"
        size="large"
        startIcon={<LogoutRounded />}
        onClick={() => void logOut()}
      >
        {t('menu.logout')}
      </Button>
      <SignOutEverywhere />
      <LanguageDialog open={languageOpen} onClose={() => setLanguageOpen(false)} />
    </Stack>
  );
}
