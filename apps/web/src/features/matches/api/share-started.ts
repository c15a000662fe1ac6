import type { QueryClient } from '@tanstack/react-query';
import type { PurchaseStart } from '@courtside/shared';
import { invalidateAfterMatch } from '@/lib/query-keys';

/**
 * A share's payment started: a hosted method's checkout opens (it sends the player back to
 * the match), cash and coins confirmed at once; the match reads again either way.
 */
export function afterShareStart(queryClient: QueryClient, id: string) {
  return (answer: PurchaseStart) => {
    const checkout = answer.formUrl ?? answer.url;
    if (checkout) window.location.assign(checkout);
    return invalidateAfterMatch(queryClient, id);
  };
}
