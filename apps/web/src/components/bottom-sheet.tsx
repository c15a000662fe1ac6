import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';

interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the sheet. */
  labelledBy: string;
  /** Inner padding for free content; lists bring their own. */
  padded?: boolean;
  children: ReactNode;
}

/** A phone-style sheet rising from the bottom, with its grab handle, phone-width on desktop. */
export function BottomSheet({
  open,
  onClose,
  labelledBy,
  padded = false,
  children,
}: BottomSheetProps) {
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
