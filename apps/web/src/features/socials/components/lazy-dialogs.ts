import { openedLazily } from '@/components/opened-lazily';

// A night's questions (calling it off, giving a place back, leaving the line) load when they
// are first asked: most visits never ask them.
export const ConfirmDialog = openedLazily(
  async () => (await import('@/components/confirm-dialog')).ConfirmDialog,
);
export const RefundDialog = openedLazily(
  async () => (await import('@/components/refund-dialog')).RefundDialog,
);
