import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhoneReader } from '@/lib/phone';
import { TextField } from './text-field';

export interface PhoneFieldProps {
  /** The phone rule where the form is (usePhoneReader); null while it loads. */
  reader: PhoneReader | null;
  label: string;
  value: string;
  onChange: (shown: string) => void;
  onBlur?: () => void;
  /** Under the field while nothing is wrong; how a number may be typed by default. */
  hint?: string;
  /** A refusal the form or the server made, shown under the field. */
  refusal?: string;
  required?: boolean;
  autoFocus?: boolean;
}

/**
 * A phone number as the one phone rule reads it (issue 40): typed in its national form, in
 * its international form or as the spec's ten digits, grouped as it is typed, and refused
 * under the field once left while it is not a whole number. No digit is ever dropped. A
 * number already there (the player's own) is grouped once the rule has loaded, unless the
 * player has typed meanwhile.
 */
export function PhoneField({
  reader,
  value,
  onChange,
  onBlur,
  hint,
  refusal,
  ...field
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(false);
  const grouped = useRef(false);
  useEffect(() => {
    if (!reader || grouped.current) return;
    grouped.current = true;
    if (value) onChange(reader.asTyped(value));
  }, [reader, value, onChange]);
  const unread = left && value.trim() !== '' && reader?.stored(value) === null;
  const error = refusal ?? (unread ? t('phone.invalid') : undefined);
  return (
    <TextField
      {...field}
      value={value}
      onChange={(event) => {
        // What the player types is theirs: the number there before is no longer grouped.
        grouped.current = true;
        onChange(reader ? reader.asTyped(event.target.value) : event.target.value);
      }}
      onBlur={() => {
        setLeft(true);
        onBlur?.();
      }}
      error={error}
      helper={hint ?? t('phone.hint')}
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
    />
  );
}
