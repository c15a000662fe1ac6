import type { StaffLogEntry } from '@courtside/shared';
import { dateTimeFormat } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import styles from './staff-log.module.css';

/** What each change was, by its operation: those the desk and managers make most, then any other. */
function useActionText() {
  const { t, i18n } = useTranslation();
  return (entry: StaffLogEntry) => {
    const key = `staff.actions.${entry.action}`;
    const text = i18n.exists(key) ? t(key) : t('staff.actions.other');
    return entry.status < 400 ? text : t('staff.refused', { action: text });
  };
}

/** The club's latest staff changes, newest first: who, what, when, and whether it was refused. */
export function StaffLog({ entries }: { entries: readonly StaffLogEntry[] }) {
  const { t, i18n } = useTranslation();
  const actionText = useActionText();
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (entries.length === 0) return <p className={styles.empty}>{t('staff.logEmpty')}</p>;
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.entry}>
          <span className={styles.what}>
            {`${entry.actor.name || t('staff.formerMember')} · ${actionText(entry)}`}
          </span>
          <span className={styles.when}>{when.format(new Date(entry.at))}</span>
        </li>
      ))}
    </ul>
  );
}
