import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from './bottom-sheet';
import { Icon } from './icon';
import { closeIcon } from './icons/close';
import styles from './action-sheet.module.css';

export interface SheetAction {
  key: string;
  label: string;
  icon: ReactNode;
  onSelect: () => void;
}

interface ActionSheetProps {
  open: boolean;
  title: string;
  actions: SheetAction[];
  onClose: () => void;
}

/** A bottom sheet of choices ending with Cancel, as on a phone. */
export function ActionSheet({ open, title, actions, onClose }: ActionSheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const choose = (action: SheetAction) => {
    onClose();
    action.onSelect();
  };

  return (
    <BottomSheet open={open} onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.choices}>
        {actions.map((action) => (
          <li key={action.key}>
            <button type="button" className={styles.choice} onClick={() => choose(action)}>
              <span className={styles.icon}>{action.icon}</span>
              {action.label}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={styles.choice} onClick={onClose}>
            <span className={styles.cancelIcon}>
              <Icon path={closeIcon} />
            </span>
            {t('common.cancel')}
          </button>
        </li>
      </ul>
    </BottomSheet>
  );
}
