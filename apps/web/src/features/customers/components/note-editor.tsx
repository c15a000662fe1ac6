import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useSaveCustomerNote } from '../api/customer-note';

const noteMaxLength = 2000;

/** The owner's private note about the customer, saved on demand; nobody else reads it. */
export function NoteEditor({ customerId, note }: { customerId: string; note: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveCustomerNote(customerId);
  const [draft, setDraft] = useState(note);
  return (
    <Stack spacing={1}>
      <TextField
        label={t('customers.note')}
        helperText={t('customers.noteHint')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: noteMaxLength, dir: 'auto' } }}
      />
      <Button
        sx={{ alignSelf: 'flex-end' }}
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
    </Stack>
  );
}
