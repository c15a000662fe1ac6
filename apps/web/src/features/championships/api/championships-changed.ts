import { useQueryClient } from '@tanstack/react-query';
import { championshipKeys } from '@/lib/query-keys';

/** Every championship list and detail may show what a change touched. */
export const useChampionshipsChanged = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: championshipKeys.all });
};
