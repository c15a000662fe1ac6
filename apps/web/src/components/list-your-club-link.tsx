import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { ButtonLink } from './button';
import { Icon } from './icon';
import { addBusinessIcon } from './icons/add-business';

/** "List your club": the way for a club's people to ask to be on the platform. */
export function ListYourClubLink() {
  const { t } = useTranslation();
  return (
    <ButtonLink
      to={paths.listYourClub}
      variant="outlined"
      startIcon={<Icon path={addBusinessIcon} />}
    >
      {t('listClub.entry')}
    </ButtonLink>
  );
}
