import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog or sheet whose code loads when it is first opened, not with the screen that
 * offers it: most visits never open it. Once loaded it stays mounted, so it closes with its
 * transition. It is open when its `open` prop says so, or, for a sheet opened on a value (an
 * occupant, a reservation), when `isOpen` says so.
 */
export function openedLazily<Props extends { open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props>;
export function openedLazily<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props>;
export function openedLazily<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen = (props: Props) => (props as { open?: boolean }).open === true,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() })) as unknown as ComponentType<Props>;
  return function OpenedLazily(props: Props) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
