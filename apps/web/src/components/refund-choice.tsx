import type { RefundChoice } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from './radio-group';
import styles from './refund-choice.module.css';

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
  return (
    <div className={styles.choice}>
      <RadioGroup<RefundChoice>
        label={t('refund.question')}
        value={value}
        onChange={onChange}
        options={[
          {
            value: 'original',
            label: original ? t('refund.originalKnown', { what: original }) : t('refund.original'),
          },
          {
            value: 'coins',
            label: coins ? t('refund.coinsKnown', { count: coins }) : t('refund.coins'),
          },
        ]}
      />
    </div>
  );
}
