import { lazy, Suspense } from 'react';
import { CardListSkeleton } from './card-list-skeleton';
import type { VirtualCardList as List, VirtualCardListProps } from './virtual-card-list';

// Asked for as soon as a screen with a list loads, alongside the list's first page: the
// screen paints without waiting for the virtualizer, which only the loaded cards need.
const loading = import('./virtual-card-list');
const VirtualCardList = lazy(async () => ({
  default: (await loading).VirtualCardList,
})) as unknown as typeof List;

/** VirtualCardList, arriving with the list's first page; its skeleton shows until then. */
export function LazyVirtualCardList<T>(props: VirtualCardListProps<T> & { photoSize: number }) {
  const { photoSize, ...list } = props;
  return (
    <Suspense fallback={<CardListSkeleton photoSize={photoSize} />}>
      <VirtualCardList {...list} />
    </Suspense>
  );
}
