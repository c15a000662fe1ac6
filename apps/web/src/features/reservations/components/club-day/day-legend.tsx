import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { legendKinds, occupantLooks } from './occupant-looks';
import styles from './day-legend.module.css';

/** What each colour and icon on the grid means, free and closed hours included. */
export function DayLegend() {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('clubDay.legend')} className={styles.legend}>
      {legendKinds.map((kind) => {
        const look = occupantLooks[kind];
        return (
          <li key={kind} className={clsx(styles.kind, look.className)}>
            <Icon path={look.icon} className={styles.icon} />
            <span className={styles.label}>{t(`clubDay.kind.${kind}`)}</span>
          </li>
        );
      })}
      <HourLook label={t('clubDay.free')}>
        <span aria-hidden className={clsx(styles.swatch, styles.free)} />
      </HourLook>
      <HourLook label={t('clubDay.closed')}>
        <span aria-hidden className={clsx(styles.swatch, styles.closed)} />
      </HourLook>
    </ul>
  );
}

/** A look of an hour nothing holds (free, closed): its swatch and name. */
function HourLook({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className={styles.hour}>
      {children}
      <span className={styles.label}>{label}</span>
    </li>
  );
}
