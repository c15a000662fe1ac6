import { lazy, Suspense } from 'react';

// Most visits find the offer answered already: its code loads only where it may show.
const PushOfferLoaded = lazy(async () => ({ default: (await import('./push-offer')).PushOffer }));

/** The offer to turn push on (push-offer.tsx), loaded when a screen may show it. */
export function LazyPushOffer() {
  return (
    <Suspense fallback={null}>
      <PushOfferLoaded />
    </Suspense>
  );
}
