import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog or sheet whose code loads when it is first opened, not with the screen that
 * offers it: most visits never open it. Once loaded it stays mounted, so it closes with its
 * transition.
 */
export function openedLazily<Props extends { open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() })) as unknown as ComponentType<Props>;
  return function OpenedLazily(props: Props) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
