import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { AppFrame } from '../app-frame';
import { TopAppBar } from './top-app-bar';

/** A screen anyone may open, signed in or not: the app's frame and top bar, without tabs. */
export function PublicScreen({ children }: { children: ReactNode }) {
  return (
    <AppFrame>
      <TopAppBar />
      <Box component="main" sx={{ flex: 1, px: 2, pt: 2, pb: 3 }}>
        {children}
      </Box>
    </AppFrame>
  );
}
