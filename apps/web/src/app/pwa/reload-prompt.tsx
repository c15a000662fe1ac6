import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './reload-prompt.module.css';

interface ReloadPromptProps {
  /** Starts the new version: its service worker takes over and the page reloads. */
  onReload: () => void;
  /** Keeps this version for now; the new one starts with the next visit. */
  onLater: () => void;
}

/** Says that a new version of the app is ready, at the bottom of the screen, until answered. */
export function ReloadPrompt({ onReload, onLater }: ReloadPromptProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className={styles.promptAnchor}>
      <section className={styles.prompt} aria-labelledby={titleId}>
        <p id={titleId} role="alert" className={styles.promptText}>
          {t('pwa.update.message')}
        </p>
        <div className={styles.promptActions}>
          <button type="button" className={styles.later} onClick={onLater}>
            {t('pwa.update.later')}
          </button>
          <button type="button" className={styles.reload} onClick={onReload}>
            {t('pwa.update.reload')}
          </button>
        </div>
      </section>
    </div>
  );
}
