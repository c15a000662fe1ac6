import type { MatchCourtOption, MatchCourtsQuery } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { MenuSelectField } from '@/components/menu-select-field';
import { formatPrice } from '@/lib/money';
import { useMatchCourts } from '../api/match-courts';
import { startOf, type MatchFormState } from './match-form-state';

/** What the courts are asked for: nothing until the form has a club, type, start and length. */
function courtsQueryOf(state: MatchFormState, timeZone: string | null): MatchCourtsQuery | null {
  const start = startOf(state.date, timeZone);
  const { club, courtType, duration } = state;
  if (!start || !club || !courtType || !duration) return null;
  return { club, courtType, date: start, duration };
}

interface CourtFieldProps {
  state: MatchFormState;
  onChange: (patch: Partial<MatchFormState>) => void;
  timeZone?: string | null;
  /** The court the edited match holds: free for it, whatever the list says. */
  heldCourt?: string | null;
}

/**
 * The court of the match: the cheapest free one of the type unless the organizer picks
 * another, each with its price for the match's hours and each player's share of it.
 */
export function MatchCourtField({ state, onChange, timeZone, heldCourt }: CourtFieldProps) {
  const { t } = useTranslation();
  const courts = useMatchCourts(courtsQueryOf(state, timeZone ?? null));
  const options = courts.data ?? [];
  const isFree = (court: MatchCourtOption) => court.free || court.id === heldCourt;
  const pricesOf = (court: MatchCourtOption) => {
    if (!isFree(court)) return t('matches.courtTaken');
    if (court.price === null || court.pricePerPlayer === null) return null;
    return t('matches.courtPrices', {
      price: formatPrice(court.price, court.currency),
      each: formatPrice(court.pricePerPlayer, court.currency),
    });
  };
  const chosen = options.find((court) => court.id === state.court);
  const chosenTaken = chosen !== undefined && !isFree(chosen);
  return (
    <MenuSelectField
      label={t('matches.court')}
      options={[
        { value: '', label: t('matches.anyCourt') },
        ...options.map((court) => ({
          value: court.id,
          label: court.name,
          detail: pricesOf(court),
          disabled: !isFree(court),
        })),
      ]}
      // A court of another hour's list stays chosen until its own list says otherwise.
      value={chosen || !state.court ? state.court : ''}
      onChange={(court) => onChange({ court })}
      error={chosenTaken ? t('matches.chosenCourtTaken') : undefined}
      helper={t('matches.courtHint')}
    />
  );
}
