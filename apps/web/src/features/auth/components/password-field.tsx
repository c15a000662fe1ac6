import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { visibilityIcon } from '@/components/icons/visibility';
import { visibilityOffIcon } from '@/components/icons/visibility-off';
import styles from './auth.module.css';
import { TextField, type TextFieldProps } from '@/components/text-field';

/** A password input whose text can be revealed with the eye button. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'end'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          className={styles.iconButton}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon path={visible ? visibilityOffIcon : visibilityIcon} />
        </button>
      }
    />
  );
}
