import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import PersonRounded from '@mui/icons-material/PersonRounded';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

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
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ px: 1 }}>
        {people.length === 0 && (
          <Typography color="text.secondary" sx={{ px: 2 }}>
            {empty}
          </Typography>
        )}
        <List>
          {people.map((person) => (
            <ListItem key={person.key} secondaryAction={person.actions}>
              <ListItemAvatar>
                <Avatar src={person.photo ?? undefined} alt="">
                  <PersonRounded />
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={person.name} secondary={person.detail} sx={{ pe: 10 }} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
