import type { ReactNode } from 'react';
import { AppFrame } from '../app-frame';
import { ScreenMain } from './screen-main';
import { TopAppBar } from './top-app-bar';

/** A screen anyone may open, signed in or not: the app's frame and top bar, without tabs. */
export function PublicScreen({ children }: { children: ReactNode }) {
  return (
    <AppFrame>
      <TopAppBar />
      <ScreenMain>{children}</ScreenMain>
    </AppFrame>
  );
}
