import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sportsSoccerIcon } from '@/components/icons/sports-soccer';
import { sportsTennisIcon } from '@/components/icons/sports-tennis';
import styles from './auth.module.css';
import { GameToggle } from './game-toggle';
import type { RegisterFormControl } from './use-register-form';

/** The games a new player plays: football, padel, both or neither. */
export function GameChoice({ control }: { control: RegisterFormControl }) {
  const { t } = useTranslation();
  const chooseGameId = useId();
  return (
    <div role="group" aria-labelledby={chooseGameId}>
      <p id={chooseGameId} className={styles.groupLabel}>
        {t('register.chooseGame')}
      </p>
      <div className={styles.toggles}>
        <Controller
          control={control}
          name="isFootball"
          render={({ field }) => (
            <GameToggle
              label={t('register.football')}
              icon={sportsSoccerIcon}
              selected={Boolean(field.value)}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="isPadel"
          render={({ field }) => (
            <GameToggle
              label={t('register.padel')}
              icon={sportsTennisIcon}
              selected={Boolean(field.value)}
              onChange={field.onChange}
            />
          )}
        />
      </div>
    </div>
  );
}
