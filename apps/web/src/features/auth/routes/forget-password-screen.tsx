import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** SPEC 2: a placeholder that shows only this text. */
export function ForgetPasswordScreen() {
  const { t } = useTranslation();
  return <Typography sx={{ p: 3 }}>{t('forgetPassword.placeholder')}</Typography>;
}
