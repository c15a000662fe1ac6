import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextArea } from '@/components/text-field';
import { useToast } from '@/components/toast';
import { useSaveCustomerNote } from '../api/customer-note';
import styles from './customers.module.css';

const noteMaxLength = 2000;

/** The owner's private note about the customer, saved on demand; nobody else reads it. */
export function NoteEditor({ customerId, note }: { customerId: string; note: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveCustomerNote(customerId);
  const [draft, setDraft] = useState(note);
  return (
    <div className={styles.note}>
      <TextArea
        label={t('customers.note')}
        helper={t('customers.noteHint')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        rows={3}
        maxLength={noteMaxLength}
        dir="auto"
      />
      <Button
        className={styles.save}
        variant="outlined"
        disabled={draft.trim() === note.trim()}
        loading={save.isPending}
        onClick={() =>
          save.mutate(draft.trim(), {
            onSuccess: () => toast.show({ message: t('customers.noteSaved'), severity: 'success' }),
            onError: () => toast.show({ message: t('customers.saveFailed'), severity: 'error' }),
          })
        }
      >
        {t('customers.saveNote')}
      </Button>
    </div>
  );
}
