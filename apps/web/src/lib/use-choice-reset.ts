import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * Empties a choice whenever a field it depends on changes: a court chosen among the courts
 * free at the times given may not be free at the new ones.
 */
export function useChoiceReset<T extends FieldValues, C extends Path<T>>(
  { watch, setValue }: Pick<UseFormReturn<T>, 'watch' | 'setValue'>,
  filters: readonly Path<T>[],
  choice: C,
  none: PathValue<T, C>,
) {
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name && filters.includes(name)) setValue(choice, none);
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, filters, choice, none]);
}
