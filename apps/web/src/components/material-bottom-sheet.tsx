import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';

interface MaterialBottomSheetProps {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the sheet. */
  labelledBy: string;
  /** Inner padding for free content; lists bring their own. */
  padded?: boolean;
  children: ReactNode;
}

/**
 * The bottom sheet (bottom-sheet.tsx) as Material UI's drawer, for a sheet that opens Material
 * UI dialogs over itself (the club day's occupant sheet, whose cancel and move dialogs still
 * draw with it): a Base UI sheet under them would pull their focus back. It goes when they move.
 */
export function MaterialBottomSheet({
  open,
  onClose,
  labelledBy,
  padded = false,
  children,
}: MaterialBottomSheetProps) {
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': labelledBy,
          sx: {
            maxWidth: 480,
            mx: 'auto',
            px: padded ? 3 : 0,
            pt: 1.5,
            pb: padded ? 'calc(env(safe-area-inset-bottom) + 24px)' : 'env(safe-area-inset-bottom)',
            borderTopLeftRadius: 28,
            borderTopRightRadius: 28,
          },
        },
      }}
    >
      <Box
        aria-hidden
        sx={{ width: 36, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto' }}
      />
      {children}
    </Drawer>
  );
}
