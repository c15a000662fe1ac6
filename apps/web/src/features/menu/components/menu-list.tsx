import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { mirrorInRtl } from '../../../components/mirror';

// Dividers start where the labels do, past the item padding and the icon column.
const itemPadding = 16;
const iconColumn = 52;
const textInset = `${itemPadding + iconColumn}px`;

export interface MenuEntry {
  key: string;
  label: string;
  icon: ReactNode;
  onSelect: () => void;
}

export function MenuList({ entries }: { entries: MenuEntry[] }) {
  return (
    <Card>
      <List disablePadding>
        {entries.map((entry, index) => (
          // A divider inside the item: a list may hold only list items.
          <ListItem key={entry.key} disablePadding sx={{ display: 'block' }}>
            {index > 0 && <Divider aria-hidden sx={{ marginInlineStart: textInset }} />}
            <ListItemButton
              onClick={entry.onSelect}
              sx={{ minHeight: 56, borderRadius: 0, px: `${itemPadding}px` }}
            >
              <ListItemIcon sx={{ color: 'primary.main', minWidth: iconColumn }}>
                {entry.icon}
              </ListItemIcon>
              <ListItemText primary={entry.label} />
              <ChevronRightRounded aria-hidden sx={[{ color: 'text.disabled' }, mirrorInRtl]} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
