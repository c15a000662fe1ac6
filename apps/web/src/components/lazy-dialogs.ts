import { openedLazily } from './opened-lazily';

// The questions a list's cards may ask (calling a night off, giving a seat or a place back,
// leaving a line) load when they are first asked: most visits never ask them.
export const ConfirmDialog = openedLazily(
  async () => (await import('@/components/confirm-dialog')).ConfirmDialog,
);
export const RefundDialog = openedLazily(
  async () => (await import('@/components/refund-dialog')).RefundDialog,
);
