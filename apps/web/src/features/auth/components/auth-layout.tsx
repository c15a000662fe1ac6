import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/brand-mark';
import styles from './auth.module.css';
import { LanguageSelect } from './language-select';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** Brand header, with the language choice, over a sheet holding the sign-in or sign-up form. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <header className={styles.hero}>
        <div className={styles.languageBar}>
          <LanguageSelect />
        </div>
        <BrandMark size={64} />
        <p className={styles.appName}>{t('app.name')}</p>
        <p className={styles.tagline}>{t('app.tagline')}</p>
      </header>
      <main className={styles.sheet}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {children}
      </main>
    </div>
  );
}
