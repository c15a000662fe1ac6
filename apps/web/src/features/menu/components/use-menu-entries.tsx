import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleMay, type ClubAction } from '@courtside/shared/rules';
import { Icon } from '@/components/icon';
import { addBusinessIcon } from '@/components/icons/add-business';
import { assessmentIcon } from '@/components/icons/assessment';
import { badgeIcon } from '@/components/icons/badge';
import { cardMembershipIcon } from '@/components/icons/card-membership';
import { emojiEventsIcon } from '@/components/icons/emoji-events';
import { eventAvailableIcon } from '@/components/icons/event-available';
import { eventNoteIcon } from '@/components/icons/event-note';
import { eventRepeatIcon } from '@/components/icons/event-repeat';
import { gavelIcon } from '@/components/icons/gavel';
import { groupsIcon } from '@/components/icons/groups';
import { helpIcon } from '@/components/icons/help';
import { infoRoundedIcon } from '@/components/icons/info-rounded';
import { notificationsIcon } from '@/components/icons/notifications';
import { personRemoveIcon } from '@/components/icons/person-remove';
import { privacyTipIcon } from '@/components/icons/privacy-tip';
import { receiptLongIcon } from '@/components/icons/receipt-long';
import { sportsTennisIcon } from '@/components/icons/sports-tennis';
import { storefrontIcon } from '@/components/icons/storefront';
import { tollIcon } from '@/components/icons/toll';
import { translateIcon } from '@/components/icons/translate';
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
  /** A shape from components/icons/. */
  icon: string;
  to: Destination | 'language';
  /** A club's screen: shown to its owner, and to staff whose role gives the action. */
  clubAction?: ClubAction;
  /** An owner has their club already. */
  notForOwners?: boolean;
}> = [
  {
    key: 'manage-reservation',
    label: 'menu.manageReservation',
    icon: eventNoteIcon,
    to: 'manageReservation',
    clubAction: 'bookings',
  },
  {
    key: 'series',
    label: 'series.title',
    icon: eventRepeatIcon,
    to: 'clubSeries',
    clubAction: 'bookings',
  },
  {
    key: 'add-court',
    label: 'menu.addCourt',
    icon: addBusinessIcon,
    to: 'clubCourts',
    clubAction: 'courts',
  },
  {
    key: 'staff',
    label: 'staff.title',
    icon: badgeIcon,
    to: 'clubStaff',
    clubAction: 'staff',
  },
  {
    key: 'club-memberships',
    label: 'memberships.owner.title',
    icon: cardMembershipIcon,
    to: 'clubMemberships',
    clubAction: 'plans',
  },
  { key: 'activities', label: 'activities.title', icon: sportsTennisIcon, to: 'activities' },
  { key: 'socials', label: 'socials.title', icon: emojiEventsIcon, to: 'socials' },
  {
    key: 'notification',
    label: 'menu.notification',
    icon: notificationsIcon,
    to: 'notifications',
  },
  { key: 'coins-pack', label: 'menu.coinsPack', icon: tollIcon, to: 'coinsPack' },
  {
    key: 'my-memberships',
    label: 'memberships.player.title',
    icon: cardMembershipIcon,
    to: 'myMemberships',
  },
  { key: 'about-us', label: 'menu.aboutUs', icon: infoRoundedIcon, to: 'aboutUs' },
  { key: 'faq', label: 'menu.faq', icon: helpIcon, to: 'faq' },
  {
    key: 'privacy-policy',
    label: 'menu.privacyPolicy',
    icon: privacyTipIcon,
    to: 'privacyPolicy',
  },
  {
    key: 'delete-profile',
    label: 'menu.deleteProfile',
    icon: personRemoveIcon,
    to: 'deleteProfile',
  },
  { key: 'select-language', label: 'menu.selectLanguage', icon: translateIcon, to: 'language' },
  {
    key: 'customers',
    label: 'customers.title',
    icon: groupsIcon,
    to: 'customers',
    clubAction: 'customers',
  },
  {
    key: 'reports',
    label: 'menu.reports',
    icon: assessmentIcon,
    to: 'reports',
    clubAction: 'reports',
  },
  {
    key: 'club-receipts',
    label: 'receipts.owner.title',
    icon: receiptLongIcon,
    to: 'clubReceipts',
    clubAction: 'reports',
  },
  {
    key: 'disputed-results',
    label: 'results.disputedTitle',
    icon: gavelIcon,
    to: 'disputedResults',
    clubAction: 'results',
  },
  { key: 'my-booking', label: 'menu.myBooking', icon: eventAvailableIcon, to: 'myBooking' },
  {
    key: 'list-your-club',
    label: 'listClub.entry',
    icon: storefrontIcon,
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
  return menu.filter(shown).map(({ key, label, icon, to }): MenuEntry => ({
    key,
    label: t(label),
    icon: <Icon path={icon} />,
    onSelect: to === 'language' ? onSelectLanguage : () => void navigate(paths[to]),
  }));
}
