import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { arrowBackRoundedIcon } from '@/components/icons/arrow-back-rounded';
import styles from './sub-view.module.css';

/** A view opened from the profile summary: its title with a back button, then its content. */
export function SubView({
  title,
  onBack,
  children,
}: {
  title: string;
  onBack: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.view}>
      <div className={styles.bar}>
        <IconButton
          icon={arrowBackRoundedIcon}
          mirrored
          aria-label={t('profile.back')}
          onClick={onBack}
        />
        <h2 className={styles.title}>{title}</h2>
      </div>
      {children}
    </div>
  );
}
