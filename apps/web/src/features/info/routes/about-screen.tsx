import { useTranslation } from 'react-i18next';
import styles from './info-screens.module.css';

const sections = ['players', 'matches', 'championships', 'owners'] as const;

/** The Menu's About Us: what Courtside is for, for players and for the clubs they play at. */
export function AboutScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <p className={styles.intro}>{t('info.about.intro')}</p>
      {sections.map((section) => (
        <section key={section} className={styles.card} aria-labelledby={`about-${section}`}>
          <h2 id={`about-${section}`} className={styles.title}>
            {t(`info.about.${section}.title`)}
          </h2>
          <p className={styles.text}>{t(`info.about.${section}.text`)}</p>
        </section>
      ))}
    </div>
  );
}
