import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './route-loading.module.css';

/** What screen readers hear while a screen's code arrives; `children` is what is seen. */
function LoadingStatus({ className, children }: { className?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('common.loadingScreen')}
      className={className}
    >
      {children}
    </div>
  );
}

/**
 * The first screen while its code arrives: a spinner in the middle of the page, or of its
 * own place when `inline` (part of a screen that arrives later).
 */
export function ScreenLoading({ inline = false }: { inline?: boolean }) {
  return (
    <LoadingStatus className={inline ? styles.inline : styles.screen}>
      <svg className={styles.spinner} viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </LoadingStatus>
  );
}

/**
 * While the next screen's code arrives, the current one stays and a thin bar runs along the
 * top, so a slow network never leaves a tap without an answer.
 */
export function NavigationProgress() {
  return <LoadingStatus className={styles.bar} />;
}
