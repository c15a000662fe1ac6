import { useSearchParams } from 'react-router';
import { isoDateSchema } from '@courtside/shared';

/**
 * The day a screen shows, kept in its address (`?date=`) so coming back to it shows the same
 * day: the day asked for when it is a real date, otherwise `today`.
 */
export function useDayParam(today: string): [string, (next: string) => void] {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date');
  const date = asked && isoDateSchema.safeParse(asked).success ? asked : today;
  const selectDate = (next: string) =>
    setSearch(
      (current) => {
        current.set('date', next);
        return current;
      },
      { replace: true },
    );
  return [date, selectDate];
}
