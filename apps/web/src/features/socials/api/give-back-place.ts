import type { RefundChoice } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { nightPath } from './night-path';
import { useNightMutation } from './night-mutation';

/**
 * DELETE /user/social/night/{id}/place?refundTo=: a player gives their place back; what was
 * paid goes back the way it was paid, or as coins at once (the coin balance moves too).
 */
export const useGiveBackPlace = () =>
  useNightMutation(
    ({ nightId, refundTo }: { nightId: string; refundTo: RefundChoice }) =>
      apiRequest(`${nightPath(nightId)}/place?${new URLSearchParams({ refundTo })}`, {
        method: 'DELETE',
        schema: sharedSchema('seatCancelledSchema'),
      }),
    true,
  );
