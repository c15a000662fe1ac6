import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import { hourLabel } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PeakDraft } from './court-draft';
import { weekdayNames } from '@/lib/peak-text';

interface Props {
  index: number;
  peak: PeakDraft;
  currency: string;
  /** The shared schema refused this peak's price when the court was saved. */
  priceRefused: boolean;
  onChange: (peak: PeakDraft) => void;
  onRemove: () => void;
}

const hours = Array.from({ length: 25 }, (_, hour) => hour);

interface HourSelectProps {
  label: string;
  value: number;
  choices: number[];
  onChange: (hour: number) => void;
}

function HourSelect({ label, value, choices, onChange }: HourSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ flex: 1 }}
    >
      {choices.map((hour) => (
        <MenuItem key={hour} value={hour}>
          {hourLabel(hour % 24)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Why the peak cannot be saved: its hours first, then its price. */
function peakPriceHelp(hoursWrong: boolean, priceRefused: boolean, t: TFunction) {
  if (hoursWrong) return t('courtsAdmin.hoursOrder');
  return priceRefused ? t('courtsAdmin.priceInvalid') : undefined;
}

/** One peak price: its weekdays, its hours and its price per 60 minutes. */
export function PeakEditor({ index, peak, currency, priceRefused, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const hoursWrong = peak.fromHour >= peak.toHour;
  const names = weekdayNames();
  const toggle = (day: number) => {
    const weekdays = peak.weekdays.includes(day)
      ? peak.weekdays.filter((chosen) => chosen !== day)
      : [...peak.weekdays, day].sort();
    if (weekdays.length > 0) onChange({ ...peak, weekdays });
  };
  return (
    <Card variant="outlined" sx={{ p: 1.5 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Stack
            direction="row"
            role="group"
            aria-label={t('courtsAdmin.peakDays', { number: index + 1 })}
            sx={{ flexWrap: 'wrap', gap: 0.5 }}
          >
            {[1, 2, 3, 4, 5, 6, 0].map((day) => (
              <Chip
                key={day}
                size="small"
                label={names[day]}
                color={peak.weekdays.includes(day) ? 'primary' : 'default'}
                variant={peak.weekdays.includes(day) ? 'filled' : 'outlined'}
                aria-pressed={peak.weekdays.includes(day)}
                onClick={() => toggle(day)}
              />
            ))}
          </Stack>
          <IconButton
            onClick={onRemove}
            aria-label={t('courtsAdmin.removePeak', { number: index + 1 })}
          >
            <DeleteRounded />
          </IconButton>
        </Stack>
        <Stack direction="row" spacing={1}>
          <HourSelect
            label={t('courtsAdmin.from')}
            value={peak.fromHour}
            choices={hours.slice(0, 24)}
            onChange={(fromHour) => onChange({ ...peak, fromHour })}
          />
          <HourSelect
            label={t('courtsAdmin.to')}
            value={peak.toHour}
            choices={hours.slice(1)}
            onChange={(toHour) => onChange({ ...peak, toHour })}
          />
        </Stack>
        <TextField
          size="small"
          label={t('courtsAdmin.peakPrice', { currency })}
          value={peak.price}
          onChange={(event) => onChange({ ...peak, price: event.target.value })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={hoursWrong || priceRefused}
          helperText={peakPriceHelp(hoursWrong, priceRefused, t)}
        />
      </Stack>
    </Card>
  );
}
