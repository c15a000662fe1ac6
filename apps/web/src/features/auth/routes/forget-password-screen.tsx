import { useTranslation } from 'react-i18next';
import styles from '../components/auth.module.css';

/** SPEC 2: a placeholder that shows only this text. */
export function ForgetPasswordScreen() {
  const { t } = useTranslation();
  return <p className={styles.placeholder}>{t('forgetPassword.placeholder')}</p>;
}
