import { useId, type ReactNode } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from './bottom-sheet';

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
      <List
        sx={{ px: 1, pb: 1 }}
        subheader={
          <ListSubheader id={titleId} disableSticky sx={{ bgcolor: 'transparent' }}>
            {title}
          </ListSubheader>
        }
      >
        {actions.map((action) => (
          <ListItem key={action.key} disablePadding>
            <ListItemButton onClick={() => choose(action)} sx={{ minHeight: 56 }}>
              <ListItemIcon sx={{ color: 'primary.main', fontSize: '1.5rem' }}>
                {action.icon}
              </ListItemIcon>
              <ListItemText primary={action.label} />
            </ListItemButton>
          </ListItem>
        ))}
        <ListItem disablePadding>
          <ListItemButton onClick={onClose} sx={{ minHeight: 56 }}>
            <ListItemIcon>
              <CloseRounded />
            </ListItemIcon>
            <ListItemText primary={t('common.cancel')} />
          </ListItemButton>
        </ListItem>
      </List>
    </BottomSheet>
  );
}
