import { fillDeadlinePassed } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { MenuSelectField } from '@/components/menu-select-field';
import { Switch } from '@/components/switch';
import type { MatchFormState } from './match-form-state';
import styles from './match-form-fields.module.css';

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
      <Switch
        checked={state.openJoin}
        onChange={(openJoin) => onChange({ openJoin })}
        label={t('matches.openJoin')}
      />
      <p className={styles.note}>
        {state.openJoin ? t('matches.openJoinYes') : t('matches.openJoinNo')}
      </p>
      <MenuSelectField
        label={t('matches.fillBy')}
        options={choices.map((hours) => ({
          value: hours,
          label: t('matches.hoursBefore', { count: hours }),
        }))}
        value={state.fillDeadlineHours}
        onChange={(fillDeadlineHours) => onChange({ fillDeadlineHours })}
        helper={byStart ? t('matches.fillByStart', { count: state.fillDeadlineHours }) : undefined}
      />
      <Switch
        checked={state.coverEmptySeats}
        onChange={(coverEmptySeats) => onChange({ coverEmptySeats })}
        label={t('matches.coverEmpty')}
      />
      <p className={styles.note}>
        {state.coverEmptySeats ? t('matches.coverEmptyYes') : t('matches.coverEmptyNo')}
      </p>
    </>
  );
}
