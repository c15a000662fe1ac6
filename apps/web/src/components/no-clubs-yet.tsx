import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { Icon } from './icon';
import { storefrontIcon } from './icons/storefront';
import { ListYourClubLink } from './list-your-club-link';

/** A list of clubs (or of what they offer) with none near: a first sight, with a way in. */
export function NoClubsYet({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<Icon path={storefrontIcon} />}
      title={t('listClub.noClubsTitle')}
      message={message ?? t('listClub.noClubsHint')}
      action={<ListYourClubLink />}
    />
  );
}
