import type { ReactNode } from 'react';
import { Icon } from '@/components/icon';
import { chevronRightIcon } from '@/components/icons/chevron-right';
import styles from './menu-list.module.css';

export interface MenuEntry {
  key: string;
  label: string;
  icon: ReactNode;
  onSelect: () => void;
}

export function MenuList({ entries }: { entries: MenuEntry[] }) {
  return (
    <div className={styles.card}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.key} className={styles.entry}>
            <button type="button" className={styles.item} onClick={entry.onSelect}>
              <span className={styles.icon}>{entry.icon}</span>
              <span className={styles.label}>{entry.label}</span>
              <Icon path={chevronRightIcon} mirrored className={styles.chevron} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
