import { stepPadelLevel } from '@courtside/shared/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './icon-button';
import { addIcon } from './icons/add';
import { removeIcon } from './icons/remove';
import styles from './level-stepper.module.css';

/** A padel level control: minus and plus by 0.1 (SPEC 5), for the match form and the profile. */
export function LevelStepper({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (level: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={styles.stepper}>
      <p id={id} className={styles.label}>
        {label}
      </p>
      <div className={styles.controls}>
        <IconButton
          icon={removeIcon}
          aria-label={t('matches.levelDown', { label })}
          onClick={() => onChange(stepPadelLevel(value, 'down'))}
        />
        <output aria-live="polite" className={styles.value}>
          {value.toFixed(1)}
        </output>
        <IconButton
          icon={addIcon}
          aria-label={t('matches.levelUp', { label })}
          onClick={() => onChange(stepPadelLevel(value, 'up'))}
        />
      </div>
    </div>
  );
}
