import { useNavigate } from 'react-router';
import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import AssessmentRounded from '@mui/icons-material/AssessmentRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import HelpRounded from '@mui/icons-material/HelpRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import PersonRemoveRounded from '@mui/icons-material/PersonRemoveRounded';
import PrivacyTipRounded from '@mui/icons-material/PrivacyTipRounded';
import TollRounded from '@mui/icons-material/TollRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session';
import type { MenuEntry } from './menu-list';

/** SPEC 2 Menu's entries, in the spec's order; owner-only entries are hidden from others. */
export function useMenuEntries({ onSelectLanguage }: { onSelectLanguage: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSignedInUser();

  const goTo = (path: string) => () => void navigate(path);

  const ownerEntries: MenuEntry[] = [
    {
      key: 'manage-reservation',
      label: t('menu.manageReservation'),
      icon: <EventNoteRounded />,
      onSelect: goTo(paths.manageReservation),
    },
    {
      key: 'add-court',
      label: t('menu.addCourt'),
      icon: <AddBusinessRounded />,
      onSelect: goTo(paths.clubCourts),
    },
  ];
  const entries: MenuEntry[] = [
    ...(user.role === 'owner' ? ownerEntries : []),
    {
      key: 'notification',
      label: t('menu.notification'),
      icon: <NotificationsRounded />,
      onSelect: goTo(paths.notifications),
    },
    {
      key: 'coins-pack',
      label: t('menu.coinsPack'),
      icon: <TollRounded />,
      onSelect: goTo(paths.coinsPack),
    },
    {
      key: 'about-us',
      label: t('menu.aboutUs'),
      icon: <InfoRounded />,
      onSelect: goTo(paths.aboutUs),
    },
    { key: 'faq', label: t('menu.faq'), icon: <HelpRounded />, onSelect: goTo(paths.faq) },
    {
      key: 'privacy-policy',
      label: t('menu.privacyPolicy'),
      icon: <PrivacyTipRounded />,
      onSelect: goTo(paths.privacyPolicy),
    },
    {
      key: 'delete-profile',
      label: t('menu.deleteProfile'),
      icon: <PersonRemoveRounded />,
      onSelect: goTo(paths.deleteProfile),
    },
    {
      key: 'select-language',
      label: t('menu.selectLanguage'),
      icon: <TranslateRounded />,
      onSelect: onSelectLanguage,
    },
    ...(user.role === 'owner'
      ? [
          {
            key: 'reports',
            label: t('menu.reports'),
            icon: <AssessmentRounded />,
            onSelect: goTo(paths.reports),
          },
        ]
      : []),
    {
      key: 'my-booking',
      label: t('menu.myBooking'),
      icon: <EventAvailableRounded />,
      onSelect: goTo(paths.myBooking),
    },
  ];

  return entries;
}
