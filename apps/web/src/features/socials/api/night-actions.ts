import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivitySeatMethod, RefundChoice, SocialCreateBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { coinKeys, socialKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

const nightPath = (id: string) => `/user/social/night/${encodeURIComponent(id)}`;

function useNightMutation<T, R>(request: (input: T) => Promise<R>, alsoCoins = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: socialKeys.all }),
        alsoCoins && queryClient.invalidateQueries({ queryKey: coinKeys.balance() }),
      ]),
  });
}

/** POST /user/social: the owner creates a night. */
export const useCreateNight = () =>
  useNightMutation((body: SocialCreateBody) =>
    apiRequest('/user/social', {
      method: 'POST',
      body,
      schema: sharedSchema('socialCreatedSchema'),
    }),
  );

/** POST /user/social/night/{id}/payment/{method}: take a place and pay it. */
export const usePayPlace = () =>
  useMutation({
    mutationFn: (input: {
      nightId: string;
      method: ActivitySeatMethod;
      idempotencyKey: string;
      phone?: string;
    }) =>
      apiRequest(`${nightPath(input.nightId)}/payment/${input.method}`, {
        method: 'POST',
        headers: { 'Idempotency-Key': input.idempotencyKey },
        body: input.phone ? { phone: input.phone } : undefined,
        schema: sharedSchema('activitySeatResponseSchema'),
      }),
  });

/** DELETE /user/social/night/{id}: the owner calls the night off; every place is refunded. */
export const useCancelNight = () =>
  useNightMutation((id: string) =>
    apiRequest(nightPath(id), { method: 'DELETE', schema: sharedSchema('socialDetailSchema') }),
  );

/** POST /user/social/{id}/waitlist: wait for a place at a full night. */
export const useWaitForNight = () =>
  useNightMutation((id: string) =>
    apiRequest(`${nightPath(id)}/waitlist`, {
      method: 'POST',
      schema: sharedSchema('waitlistAnswerSchema'),
    }),
  );

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

const nothing = { parse: () => undefined };

/** DELETE /user/social/night/{id}/waitlist: leave the line; an offered place passes on. */
export const useLeaveWaitlist = () =>
  useNightMutation((id: string) =>
    apiRequest(`${nightPath(id)}/waitlist`, { method: 'DELETE', schema: nothing }),
  );

export type NightStage = 'start' | 'next' | 'finish';

/** POST /user/social/{id}/start|next|finish: the owner runs the night. */
export const useRunNight = () =>
  useNightMutation(({ id, stage }: { id: string; stage: NightStage }) =>
    apiRequest(`${nightPath(id)}/${stage}`, {
      method: 'POST',
      schema: sharedSchema('socialDetailSchema'),
    }),
  );

/** PUT /user/social/game/{id}/points: a player of the game enters its points. */
export const useEnterPoints = () =>
  useNightMutation(({ gameId, points }: { gameId: string; points: [number, number] }) =>
    apiRequest(`/user/social/game/${encodeURIComponent(gameId)}/points`, {
      method: 'PUT',
      body: { points },
      schema: sharedSchema('socialDetailSchema'),
    }),
  );
