import { lazy, Suspense, type ComponentProps } from 'react';
import type { InvitationLink } from './invitation-link';

const Loaded = lazy(async () => ({ default: (await import('./invitation-link')).InvitationLink }));

/**
 * The one-time link, whose code loads when a link is first shown: only after an invitation is
 * made, which most visits to these screens never do.
 */
export function LazyInvitationLink(props: ComponentProps<typeof InvitationLink>) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
