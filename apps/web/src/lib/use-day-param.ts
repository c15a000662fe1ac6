import { useSearchParams } from 'react-router';
import { isIsoDate } from '@courtside/shared/rules';
import { useSetSearchParam } from './use-search-param';

/**
 * The day a screen shows, kept in its address (`?date=`) so coming back to it shows the same
 * day: the day asked for when it is a real date, otherwise `today`.
 */
export function useDayParam(today: string): [string, (next: string) => void] {
  const [search] = useSearchParams();
  const setParam = useSetSearchParam();
  const asked = search.get('date');
  const date = isIsoDate(asked) ? asked : today;
  return [date, (next: string) => setParam('date', next)];
}
