import { hourLabel } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { IconButton } from '@/components/icon-button';
import { deleteIcon } from '@/components/icons/delete';
import { SelectField, TextField } from '@/components/text-field';
import type { PeakDraft } from './court-draft';
import { weekdayNames } from '@/lib/peak-text';
import styles from './court-form.module.css';

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
    <SelectField
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      className={styles.grow}
    >
      {choices.map((hour) => (
        <option key={hour} value={hour}>
          {hourLabel(hour % 24)}
        </option>
      ))}
    </SelectField>
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
    <div className={styles.peak}>
      <div className={styles.peakHead}>
        <div
          role="group"
          aria-label={t('courtsAdmin.peakDays', { number: index + 1 })}
          className={styles.days}
        >
          {[1, 2, 3, 4, 5, 6, 0].map((day) => (
            <button
              key={day}
              type="button"
              className={styles.day}
              aria-pressed={peak.weekdays.includes(day)}
              onClick={() => toggle(day)}
            >
              {names[day]}
            </button>
          ))}
        </div>
        <IconButton
          icon={deleteIcon}
          onClick={onRemove}
          aria-label={t('courtsAdmin.removePeak', { number: index + 1 })}
        />
      </div>
      <div className={styles.row}>
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
      </div>
      <TextField
        size="small"
        label={t('courtsAdmin.peakPrice', { currency })}
        value={peak.price}
        onChange={(event) => onChange({ ...peak, price: event.target.value })}
        inputMode="decimal"
        error={peakPriceHelp(hoursWrong, priceRefused, t)}
      />
    </div>
  );
}
