import GavelRounded from '@mui/icons-material/GavelRounded';
import { useNavigate } from 'react-router';
import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import AssessmentRounded from '@mui/icons-material/AssessmentRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import CardMembershipRounded from '@mui/icons-material/CardMembershipRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import HelpRounded from '@mui/icons-material/HelpRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import SportsTennisRounded from '@mui/icons-material/SportsTennisRounded';
import PersonRemoveRounded from '@mui/icons-material/PersonRemoveRounded';
import PrivacyTipRounded from '@mui/icons-material/PrivacyTipRounded';
import TollRounded from '@mui/icons-material/TollRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import { useTranslation } from 'react-i18next';
import { roleMay, type ClubAction } from '@courtside/shared/rules';
import { useClubRole } from '@/lib/api/club-post';
import { paths } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session';
import type { MenuEntry } from './menu-list';

type Destination = keyof typeof paths;

/**
 * SPEC 2 Menu's entries, in the spec's order: a place to go, or (`language`) the language
 * picker. Owner-only entries are hidden from others.
 */
const menu: ReadonlyArray<{
  key: string;
  label: string;
  Icon: typeof InfoRounded;
  to: Destination | 'language';
  /** A club's screen: shown to its owner, and to staff whose role gives the action. */
  clubAction?: ClubAction;
  /** An owner has their club already. */
  notForOwners?: boolean;
}> = [
  {
    key: 'manage-reservation',
    label: 'menu.manageReservation',
    Icon: EventNoteRounded,
    to: 'manageReservation',
    clubAction: 'bookings',
  },
  {
    key: 'series',
    label: 'series.title',
    Icon: EventRepeatRounded,
    to: 'clubSeries',
    clubAction: 'bookings',
  },
  {
    key: 'add-court',
    label: 'menu.addCourt',
    Icon: AddBusinessRounded,
    to: 'clubCourts',
    clubAction: 'courts',
  },
  {
    key: 'staff',
    label: 'staff.title',
    Icon: BadgeRounded,
    to: 'clubStaff',
    clubAction: 'staff',
  },
  {
    key: 'club-memberships',
    label: 'memberships.owner.title',
    Icon: CardMembershipRounded,
    to: 'clubMemberships',
    clubAction: 'plans',
  },
  { key: 'activities', label: 'activities.title', Icon: SportsTennisRounded, to: 'activities' },
  { key: 'socials', label: 'socials.title', Icon: EmojiEventsRounded, to: 'socials' },
  {
    key: 'notification',
    label: 'menu.notification',
    Icon: NotificationsRounded,
    to: 'notifications',
  },
  { key: 'coins-pack', label: 'menu.coinsPack', Icon: TollRounded, to: 'coinsPack' },
  {
    key: 'my-memberships',
    label: 'memberships.player.title',
    Icon: CardMembershipRounded,
    to: 'myMemberships',
  },
  { key: 'about-us', label: 'menu.aboutUs', Icon: InfoRounded, to: 'aboutUs' },
  { key: 'faq', label: 'menu.faq', Icon: HelpRounded, to: 'faq' },
  {
    key: 'privacy-policy',
    label: 'menu.privacyPolicy',
    Icon: PrivacyTipRounded,
    to: 'privacyPolicy',
  },
  {
    key: 'delete-profile',
    label: 'menu.deleteProfile',
    Icon: PersonRemoveRounded,
    to: 'deleteProfile',
  },
  { key: 'select-language', label: 'menu.selectLanguage', Icon: TranslateRounded, to: 'language' },
  {
    key: 'customers',
    label: 'customers.title',
    Icon: GroupsRounded,
    to: 'customers',
    clubAction: 'customers',
  },
  {
    key: 'reports',
    label: 'menu.reports',
    Icon: AssessmentRounded,
    to: 'reports',
    clubAction: 'reports',
  },
  {
    key: 'club-receipts',
    label: 'receipts.owner.title',
    Icon: ReceiptLongRounded,
    to: 'clubReceipts',
    clubAction: 'reports',
  },
  {
    key: 'disputed-results',
    label: 'results.disputedTitle',
    Icon: GavelRounded,
    to: 'disputedResults',
    clubAction: 'results',
  },
  { key: 'my-booking', label: 'menu.myBooking', Icon: EventAvailableRounded, to: 'myBooking' },
  {
    key: 'list-your-club',
    label: 'listClub.entry',
    Icon: StorefrontRounded,
    to: 'listYourClub',
    notForOwners: true,
  },
];

export function useMenuEntries({ onSelectLanguage }: { onSelectLanguage: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const { role } = useClubRole();
  const shown = (entry: (typeof menu)[number]) => {
    if (entry.clubAction) return role !== null && roleMay(role, entry.clubAction);
    return !(entry.notForOwners && user.role === 'owner');
  };
  return menu.filter(shown).map(({ key, label, Icon, to }): MenuEntry => ({
    key,
    label: t(label),
    icon: <Icon />,
    onSelect: to === 'language' ? onSelectLanguage : () => void navigate(paths[to]),
  }));
}
