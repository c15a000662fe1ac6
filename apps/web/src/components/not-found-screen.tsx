import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button';
import { EmptyState } from './empty-state';
import { Icon } from './icon';
import { searchOffIcon } from './icons/search-off';
import styles from './not-found-screen.module.css';

/** An address the app does not know, with a way back home. */
export function NotFoundScreen({ homePath }: { homePath: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <EmptyState
        icon={<Icon path={searchOffIcon} />}
        title={t('notFound.title')}
        message={t('notFound.message')}
        action={
          <ButtonLink to={homePath} variant="contained">
            {t('notFound.home')}
          </ButtonLink>
        }
      />
    </div>
  );
}
