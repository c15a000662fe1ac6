import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import { ScreenLoading } from '../../components/route-loading';
import { drawsWithoutMaterial } from './screen-handle';

const MaterialTheme = lazy(async () => ({
  default: (await import('../material-theme')).MaterialTheme,
}));

/** Material UI's theme around screens that still draw with it, loaded when first needed. */
export function WithMaterialTheme({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <MaterialTheme>{children}</MaterialTheme>
    </Suspense>
  );
}

/**
 * The current screen, inside Material UI's theme unless its route says it draws with the
 * app's own parts only: a visit that stays on such screens never loads Material UI. Once a
 * screen has needed it, it stays for the rest of the visit (it is loaded by then, and the
 * screens under it keep their place in the tree).
 */
export function ScreenOutlet() {
  const leaf = useMatches().at(-1);
  const needed = !drawsWithoutMaterial(leaf?.handle);
  const [wanted, setWanted] = useState(needed);
  if (needed && !wanted) setWanted(true);
  if (!wanted) return <Outlet />;
  return (
    <WithMaterialTheme>
      <Outlet />
    </WithMaterialTheme>
  );
}
