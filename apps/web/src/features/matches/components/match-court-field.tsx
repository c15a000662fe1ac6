import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MatchCourtOption, MatchCourtsQuery } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
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
    <TextField
      select
      label={t('matches.court')}
      // A court of another hour's list stays chosen until its own list says otherwise.
      value={chosen || !state.court ? state.court : ''}
      onChange={(event) => onChange({ court: event.target.value })}
      error={chosenTaken}
      helperText={chosenTaken ? t('matches.chosenCourtTaken') : t('matches.courtHint')}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          renderValue: () => chosen?.name ?? t('matches.anyCourt'),
        },
      }}
    >
      <MenuItem value="">{t('matches.anyCourt')}</MenuItem>
      {options.map((court) => (
        <MenuItem
          key={court.id}
          value={court.id}
          disabled={!isFree(court)}
          sx={{ display: 'block', whiteSpace: 'normal' }}
        >
          {court.name}
          <Typography variant="body2" color="text.secondary">
            {pricesOf(court)}
          </Typography>
        </MenuItem>
      ))}
    </TextField>
  );
}
