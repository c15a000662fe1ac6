import { useController, useWatch } from 'react-hook-form';
import type { CourtDetail } from '@courtside/shared';
import { hourLabel, memberDiscountKinds } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/switch';
import { weekdayNames } from '@/lib/peak-text';
import { ChoiceField } from './choice-field';
import type { PlanControl } from './plan-draft';
import { TextFieldOf } from './text-field-of';
import styles from './plan-form.module.css';

const week = [1, 2, 3, 4, 5, 6, 0];
const hours = Array.from({ length: 25 }, (_, hour) => hour);

/** A row of chips, each one on or off: the discount's weekdays or courts. */
function ToggleChips<V>({
  label,
  items,
  chosen,
  onToggle,
}: {
  label: string;
  items: ReadonlyArray<{ value: V; label: string }>;
  chosen: readonly V[];
  onToggle: (value: V) => void;
}) {
  return (
    <div role="group" aria-label={label} className={styles.toggles}>
      {items.map((item) => (
        <button
          key={String(item.value)}
          type="button"
          className={styles.toggle}
          aria-pressed={chosen.includes(item.value)}
          onClick={() => onToggle(item.value)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

/** The courts member prices apply on: all of the club's, or the ones chosen. */
function CourtChoice({ control, courts }: { control: PlanControl; courts: CourtDetail[] }) {
  const { t } = useTranslation();
  const all = useController({ control, name: 'discount.allCourts' });
  const { field, fieldState } = useController({ control, name: 'discount.courtIds' });
  const chosen = field.value;
  return (
    <div className={styles.courts}>
      <Switch
        label={t('memberships.owner.form.allCourts')}
        checked={all.field.value}
        onChange={all.field.onChange}
      />
      {!all.field.value && (
        <>
          <ToggleChips
            label={t('memberships.owner.form.courts')}
            items={courts.map((court) => ({ value: court.id, label: court.name }))}
            chosen={chosen}
            onToggle={(id) =>
              field.onChange(
                chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id],
              )
            }
          />
          {fieldState.invalid && (
            <p className={styles.refusal}>{t('memberships.owner.form.courtsMissing')}</p>
          )}
        </>
      )}
    </div>
  );
}

/** The days and hours member prices apply in. */
function WhenFields({ control }: { control: PlanControl }) {
  const { t } = useTranslation();
  const names = weekdayNames();
  const { field } = useController({ control, name: 'discount.weekdays' });
  const toHour = useController({ control, name: 'discount.toHour' });
  const days = field.value;
  const hourChoices = (from: number, to: number) =>
    hours.slice(from, to).map((hour) => ({ value: hour, label: hourLabel(hour % 24) }));
  return (
    <div className={styles.when}>
      <ToggleChips
        label={t('memberships.owner.form.weekdays')}
        items={week.map((day) => ({ value: day, label: names[day]! }))}
        chosen={days}
        onToggle={(day) => {
          const next = days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort();
          // A discount holds on one day at least: the last day cannot be taken off.
          if (next.length > 0) field.onChange(next);
        }}
      />
      <div className={styles.hours}>
        <ChoiceField
          control={control}
          name="discount.fromHour"
          size="small"
          className={styles.hour}
          label={t('memberships.owner.form.fromHour')}
          choices={hourChoices(0, 24)}
        />
        <ChoiceField
          control={control}
          name="discount.toHour"
          size="small"
          className={styles.hour}
          label={t('memberships.owner.form.toHour')}
          choices={hourChoices(1, 25)}
          helperText={
            toHour.fieldState.invalid ? t('memberships.owner.form.hoursOrder') : undefined
          }
        />
      </div>
    </div>
  );
}

/** Member prices: off, or a discount (percent or amount) or an hourly price, on courts, days and hours. */
export function DiscountFields({
  control,
  courts,
  currency,
}: {
  control: PlanControl;
  courts: CourtDetail[];
  currency: string;
}) {
  const { t } = useTranslation();
  const on = useController({ control, name: 'discountOn' });
  const kind = useWatch({ control, name: 'discount.kind' });
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('memberships.owner.form.discountTitle')}</legend>
      <Switch
        label={t('memberships.owner.form.discountOn')}
        checked={on.field.value}
        onChange={on.field.onChange}
      />
      {on.field.value && (
        <div className={styles.discount}>
          <ChoiceField
            control={control}
            name="discount.kind"
            label={t('memberships.owner.form.discountKind')}
            choices={memberDiscountKinds.map((value) => ({
              value,
              label: t(`memberships.owner.kinds.${value}`),
            }))}
          />
          <TextFieldOf
            control={control}
            name="discount.value"
            label={
              kind === 'percent'
                ? t('memberships.owner.form.percent')
                : t(`memberships.owner.form.amount.${kind}`, { currency })
            }
            inputMode={kind === 'percent' ? 'numeric' : 'decimal'}
          />
          <CourtChoice control={control} courts={courts} />
          <WhenFields control={control} />
        </div>
      )}
    </fieldset>
  );
}
