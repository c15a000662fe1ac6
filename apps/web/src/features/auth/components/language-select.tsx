import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { expandMoreIcon } from '@/components/icons/expand-more';
import { translateIcon } from '@/components/icons/translate';
import { currentLanguage, languages, selectLanguage, type LanguageCode } from '@/lib/i18n';
import styles from './auth.module.css';

/**
 * The interface language, chosen before signing in: the languages and the choice the Menu's
 * Select Language offers (kept on the device), as a native select so that the sign-in screens
 * stay free of Material UI.
 */
export function LanguageSelect() {
  // Re-renders when the language changes, so the select shows the one in use.
  const { t } = useTranslation();
  return (
    <label className={styles.language}>
      <Icon path={translateIcon} className={styles.languageGlyph} />
      <select
        className={styles.languageSelect}
        aria-label={t('menu.selectLanguage')}
        value={currentLanguage()}
        onChange={(event) => void selectLanguage(event.target.value as LanguageCode)}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
      <Icon path={expandMoreIcon} className={styles.languageCaret} />
    </label>
  );
}
