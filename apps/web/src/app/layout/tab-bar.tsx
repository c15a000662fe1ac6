import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CountBadge } from '@/components/count-badge';
import { Icon } from '@/components/icon';
import { VisuallyHidden } from '@/components/visually-hidden';
import styles from './frame.module.css';

export interface Tab {
  key: string;
  label: string;
  /** A shape from components/icons/. */
  icon: string;
  /** Where the tab goes; without it the tab is a button that calls `onSelect`. */
  to?: string;
  onSelect?: () => void;
  /** What the tab opens instead of a screen (the Create tab's sheet). */
  opens?: 'dialog';
  /** A count on the icon (unread notifications), read out as `countLabel`. */
  count?: number;
  countLabel?: string;
}

/** The bar of tabs at the bottom of a signed-in area; the selected one is the current page. */
export function TabBar({
  tabs,
  selected,
  label,
}: {
  tabs: Tab[];
  selected: string;
  label?: string;
}) {
  return (
    <nav className={styles.tabBar} aria-label={label}>
      {tabs.map((tab) => {
        const isSelected = tab.key === selected;
        const className = isSelected ? `${styles.tab} ${styles.selected}` : styles.tab;
        const content = <TabContent tab={tab} />;
        return tab.to ? (
          <Link
            key={tab.key}
            to={tab.to}
            className={className}
            aria-current={isSelected ? 'page' : undefined}
          >
            {content}
          </Link>
        ) : (
          <button
            key={tab.key}
            type="button"
            className={className}
            aria-haspopup={tab.opens}
            onClick={tab.onSelect}
          >
            {content}
          </button>
        );
      })}
    </nav>
  );
}

function TabContent({ tab }: { tab: Tab }) {
  const icon = <Icon path={tab.icon} />;
  const counted = (
    <CountBadge count={tab.count} silent>
      {icon}
    </CountBadge>
  );
  let label: ReactNode = tab.label;
  if (tab.count && tab.countLabel) {
    label = (
      <>
        <span aria-hidden>{tab.label}</span>
        <VisuallyHidden>{tab.countLabel}</VisuallyHidden>
      </>
    );
  }
  return (
    <>
      <span className={styles.tabIcon}>{counted}</span>
      <span>{label}</span>
    </>
  );
}
