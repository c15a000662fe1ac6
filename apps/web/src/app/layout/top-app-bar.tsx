import { useLocation, useMatches, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/brand-mark';
import { IconButton } from '../../components/icon-button';
import { arrowBackIcon } from '../../components/icons/arrow-back';
import { paths } from '../../lib/paths';
import styles from './frame.module.css';
import { isScreenHandle, titleKeyOf } from './screen-handle';

/** The title comes from the deepest route that names one; otherwise the brand shows. */
export function TopAppBar() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isScreenHandle)
    .at(-1);
  const titleFromQuery = handle?.titleParam ? search.get(handle.titleParam)?.trim() : undefined;
  const navigate = useNavigate();
  const location = useLocation();
  // Opened from a link or a reload there is no page to go back to: go to the user home.
  const canGoBack = location.key !== 'default';
  const goBack = () => void (canGoBack ? navigate(-1) : navigate(paths.user));

  return (
    <header className={styles.appBar}>
      <div className={styles.toolbar}>
        {handle && !handle.tabRoot && (
          <IconButton
            edge="start"
            aria-label={t('common.back')}
            icon={arrowBackIcon}
            mirrored
            onClick={goBack}
          />
        )}
        {titleFromQuery ? (
          // Named by the server, in its own script whatever the interface language.
          <h1 className={styles.title} dir="auto">
            {titleFromQuery}
          </h1>
        ) : handle ? (
          <h1 className={styles.title}>{t(titleKeyOf(handle, search))}</h1>
        ) : (
          <>
            <BrandMark size={34} />
            <h1 className={styles.title}>{t('app.name')}</h1>
          </>
        )}
      </div>
    </header>
  );
}
