import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchForm } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { checkoutUrlOf } from '@/lib/checkout';
import { invalidateAfterMatch } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';
import { payShareOf } from './pay-share';

/** The organizer's ways to pay their share that go through a checkout. */
const hostedMethods: ReadonlySet<MatchForm['shareMethod']> = new Set(['card', 'wallet', 'mobile']);

/**
 * A new match whose organizer pays their share through a checkout: the checkout to open, or
 * null when it could not start (their share then waits on the match's details, to pay there).
 */
async function organizersCheckout(matchId: string, form: MatchForm): Promise<string | null> {
  if (!form.shareMethod || !hostedMethods.has(form.shareMethod)) return null;
  const answer = await payShareOf(matchId, form.shareMethod).catch(() => null);
  return answer ? checkoutUrlOf(answer) : null;
}

/**
 * Saves the match form: a new match (POST /user/match), or the one with `id` (PATCH). A new
 * match's organizer paying by card is answered the checkout of their share.
 */
export function useSaveMatch(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: MatchForm) => {
      const match = await apiRequest(id ? `/user/match/${encodeURIComponent(id)}` : '/user/match', {
        method: id ? 'PATCH' : 'POST',
        body: form,
        schema: sharedSchema('matchSchema'),
      });
      return { match, checkout: id ? null : await organizersCheckout(match.id, form) };
    },
    onSuccess: ({ match }) => invalidateAfterMatch(queryClient, match.id),
  });
}
