import { cancellationNoticeHours } from '@courtside/shared/rules';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { paths } from '@/lib/paths';
import styles from './info-screens.module.css';

/** The policy's sections, in reading order: what, why, who sees it, how long, your choices. */
const sections = ['kept', 'why', 'shared', 'device', 'howLong', 'choices'] as const;

/**
 * The Menu's Privacy Policy: what personal data Courtside keeps, why, who sees it, for how
 * long, and how to export or delete it (the last two lead to the Delete Profile screen).
 */
export function PrivacyScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const figures = { cancelHours: cancellationNoticeHours };
  return (
    <div className={styles.screen}>
      <p className={styles.intro}>{t('info.privacy.intro')}</p>
      {sections.map((section) => (
        <section key={section} className={styles.card} aria-labelledby={`privacy-${section}`}>
          <h2 id={`privacy-${section}`} className={styles.title}>
            {t(`info.privacy.${section}.title`)}
          </h2>
          <p className={styles.lines}>{t(`info.privacy.${section}.text`, figures)}</p>
        </section>
      ))}
      <Button variant="outlined" onClick={() => void navigate(paths.deleteProfile)}>
        {t('info.privacy.toAccount')}
      </Button>
    </div>
  );
}
