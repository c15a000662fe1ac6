import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useTranslation } from 'react-i18next';

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
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          sx: {
            maxWidth: 480,
            mx: 'auto',
            pb: 'env(safe-area-inset-bottom)',
            borderTopLeftRadius: 28,
            borderTopRightRadius: 28,
          },
        },
      }}
    >
      <Box
        aria-hidden
        sx={{ width: 36, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto', mt: 1.5 }}
      />
      <List
        sx={{ px: 1, pb: 1 }}
        subheader={
          <ListSubheader id={titleId} disableSticky sx={{ bgcolor: 'transparent' }}>
            {title}
          </ListSubheader>
        }
      >
        {actions.map((action) => (
          <ListItemButton key={action.key} onClick={() => choose(action)} sx={{ minHeight: 56 }}>
            <ListItemIcon sx={{ color: 'primary.main' }}>{action.icon}</ListItemIcon>
            <ListItemText primary={action.label} />
          </ListItemButton>
        ))}
        <ListItemButton onClick={onClose} sx={{ minHeight: 56 }}>
          <ListItemIcon>
            <CloseRounded />
          </ListItemIcon>
          <ListItemText primary={t('common.cancel')} />
        </ListItemButton>
      </List>
    </Drawer>
  );
}
