import { useId } from 'react';
import { staffRoles, type StaffRole } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import styles from './role-choice.module.css';

/** The two staff roles, each with what it gives, to choose one. */
export function RoleChoice({
  value,
  onChange,
}: {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <div role="radiogroup" aria-label={t('staff.role')} className={styles.group}>
      {staffRoles.map((role) => (
        <label key={role} className={styles.option}>
          <input
            type="radio"
            className={styles.radio}
            name={name}
            value={role}
            checked={role === value}
            onChange={() => onChange(role)}
          />
          <span className={styles.text}>
            <span>{t(`staff.roles.${role}`)}</span>
            <span className={styles.hint}>{t(`staff.roleHints.${role}`)}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
