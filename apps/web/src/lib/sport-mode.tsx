import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Sport } from '@courtside/shared';

interface SportMode {
  sport: Sport | null;
  setSport: (sport: Sport | null) => void;
}

const SportModeContext = createContext<SportMode | null>(null);

/** Which sport category is active decides the extra tabs of the user area (SPEC 2). */
export function SportModeProvider({ children }: { children: ReactNode }) {
  const [sport, setSport] = useState<Sport | null>(null);
  const value = useMemo(() => ({ sport, setSport }), [sport]);
  return <SportModeContext.Provider value={value}>{children}</SportModeContext.Provider>;
}

export function useSportMode(): SportMode {
  const value = useContext(SportModeContext);
  if (!value) throw new Error('useSportMode needs a SportModeProvider');
  return value;
}
