import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { RefundChoice } from '@courtside/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface RefundChoiceFieldProps {
  value: RefundChoice;
  onChange: (choice: RefundChoice) => void;
  /** What goes back the way it was paid, written out ('$24.00 to your card'); generic if unknown. */
  original?: string;
  /** The coins it would be instead; unknown when the amount is not on the screen. */
  coins?: number;
}

/**
 * The one refund rule, asked when a player cancels: what they paid goes back the way they
 * paid (a few days through the provider), or as coins at once if they prefer.
 */
export function RefundChoiceField({ value, onChange, original, coins }: RefundChoiceFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl sx={{ mt: 2 }}>
      <FormLabel id={labelId} sx={{ color: 'text.primary', fontWeight: 600 }}>
        {t('refund.question')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        // Its two radios are the only values it can give.
        onChange={(event) => onChange(event.target.value as RefundChoice)}
      >
        <FormControlLabel
          value="original"
          control={<Radio />}
          label={original ? t('refund.originalKnown', { what: original }) : t('refund.original')}
        />
        <FormControlLabel
          value="coins"
          control={<Radio />}
          label={coins ? t('refund.coinsKnown', { count: coins }) : t('refund.coins')}
        />
      </RadioGroup>
    </FormControl>
  );
}
