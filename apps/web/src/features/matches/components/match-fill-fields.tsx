import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fillDeadlinePassed } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import type { MatchFormState } from './match-form-state';

// Common choices; a match made or moved close to its start may carry another, kept as it is.
const deadlineChoices = [2, 6, 12, 24, 48, 72];

interface Props {
  state: Pick<MatchFormState, 'fillDeadlineHours' | 'coverEmptySeats' | 'openJoin'>;
  /** The match's start, once its club's clock gives one. */
  startsAt: string | null;
  onChange: (patch: Partial<MatchFormState>) => void;
}

/**
 * How the match fills: whether players join it without the organizer's approval, when it must
 * be full, and what happens to it if it is not.
 */
export function MatchFillFields({ state, startsAt, onChange }: Props) {
  const { t } = useTranslation();
  // Too close to its start for the time chosen: it must be full by the start, and is told so.
  const byStart =
    startsAt !== null && fillDeadlinePassed(startsAt, state.fillDeadlineHours, new Date());
  const choices = deadlineChoices.includes(state.fillDeadlineHours)
    ? deadlineChoices
    : [...deadlineChoices, state.fillDeadlineHours].sort((a, b) => a - b);
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={state.openJoin}
            onChange={(event) => onChange({ openJoin: event.target.checked })}
          />
        }
        label={t('matches.openJoin')}
      />
      <Typography variant="body2" color="text.secondary">
        {state.openJoin ? t('matches.openJoinYes') : t('matches.openJoinNo')}
      </Typography>
      <TextField
        select
        label={t('matches.fillBy')}
        value={state.fillDeadlineHours}
        onChange={(event) => onChange({ fillDeadlineHours: Number(event.target.value) })}
        helperText={
          byStart ? t('matches.fillByStart', { count: state.fillDeadlineHours }) : undefined
        }
      >
        {choices.map((hours) => (
          <MenuItem key={hours} value={hours}>
            {t('matches.hoursBefore', { count: hours })}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={state.coverEmptySeats}
            onChange={(event) => onChange({ coverEmptySeats: event.target.checked })}
          />
        }
        label={t('matches.coverEmpty')}
      />
      <Typography variant="body2" color="text.secondary">
        {state.coverEmptySeats ? t('matches.coverEmptyYes') : t('matches.coverEmptyNo')}
      </Typography>
    </>
  );
}
