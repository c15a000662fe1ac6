import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { Button } from '@/components/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { Icon } from '@/components/icon';
import { personIcon } from '@/components/icons/person';
import styles from './people-dialog.module.css';

export interface Person {
  key: string;
  photo: string | null;
  name: string;
  detail: string;
  /** Buttons at the end of the row, e.g. accept and reject. */
  actions?: ReactNode;
}

interface PeopleDialogProps {
  open: boolean;
  title: string;
  empty: string;
  people: readonly Person[];
  onClose: () => void;
}

/**
 * SPEC 2 Requests and Participants modals: photo or icon, name, phone and more. A Close
 * button, since on a phone the backdrop is easy to miss.
 */
export function PeopleDialog({ open, title, empty, people, onClose }: PeopleDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {people.length === 0 && <p className={styles.empty}>{empty}</p>}
        <ul className={styles.people}>
          {people.map((person) => (
            <li key={person.key} className={styles.person}>
              <Avatar src={person.photo}>
                <Icon path={personIcon} className={styles.personIcon} />
              </Avatar>
              <div className={styles.text}>
                <p className={styles.name}>{person.name}</p>
                <p className={styles.detail}>{person.detail}</p>
              </div>
              {person.actions && <div className={styles.actions}>{person.actions}</div>}
            </li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
