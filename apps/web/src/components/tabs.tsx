import { Tabs as Primitive } from '@base-ui/react/tabs';
import styles from './tabs.module.css';

export interface TabOption<T extends string> {
  value: T;
  label: string;
}

interface TabsProps<T extends string> {
  /** Names the row of tabs for screen readers, e.g. the screen's title. */
  label: string;
  tabs: readonly TabOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * A row of tabs sharing the screen's width (Material's full-width tabs), the chosen one
 * underlined in the app's colour. Arrow keys move between them; Enter or Space chooses.
 */
export function Tabs<T extends string>({ label, tabs, value, onChange }: TabsProps<T>) {
  return (
    <Primitive.Root value={value} onValueChange={(next: T) => onChange(next)}>
      <Primitive.List className={styles.list} aria-label={label}>
        {tabs.map((tab) => (
          <Primitive.Tab key={tab.value} value={tab.value} className={styles.tab}>
            {tab.label}
          </Primitive.Tab>
        ))}
        <Primitive.Indicator className={styles.indicator} />
      </Primitive.List>
    </Primitive.Root>
  );
}
