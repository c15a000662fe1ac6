import { useState } from 'react';
import { clsx } from 'clsx';
import type {
  BookingDuration,
  ClubSaleTerms,
  SaleTerms,
  Sport,
  StartStep,
} from '@courtside/shared';
import { bookingDurations, startSteps } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { RadioGroup } from '@/components/radio-group';
import { Checkbox } from '@/components/switch';
import { useToast } from '@/components/toast';
import { useSaveSaleTerms } from '../api/save-sale-terms';
import settings from './settings.module.css';
import styles from './sale-terms-form.module.css';

interface SaleTermsFormProps {
  initial: ClubSaleTerms;
  /** The sports the club's courts play, whose terms the owner sets; the others stay as they are. */
  sports: readonly Sport[];
}

/**
 * What the club sells of each sport: the game lengths players may book (at least one) and
 * whether games start on the hour only or on the half hour too. Prices follow the length.
 */
export function SaleTermsForm({ initial, sports }: SaleTermsFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveSaleTerms();
  const [terms, setTerms] = useState<ClubSaleTerms>(initial);
  const complete = sports.every((sport) => terms[sport].lengths.length > 0);
  const change = (sport: Sport, next: Partial<SaleTerms>) =>
    setTerms((current) => ({ ...current, [sport]: { ...current[sport], ...next } }));
  const submit = () => {
    if (complete)
      save.mutate(terms, {
        onSuccess: () => toast.show({ message: t('clubHours.sales.saved'), severity: 'success' }),
      });
  };
  return (
    <section className={settings.section} aria-labelledby="sale-terms-title">
      <h2 className={settings.title} id="sale-terms-title">
        {t('clubHours.sales.title')}
      </h2>
      <p className={settings.hint}>{t('clubHours.sales.hint')}</p>
      {sports.map((sport) => (
        <SportTerms
          key={sport}
          sport={sport}
          terms={terms[sport]}
          onChange={(next) => change(sport, next)}
        />
      ))}
      {save.isError && (
        <p className={settings.failed} role="alert">
          {t('courtsAdmin.saveFailed')}
        </p>
      )}
      <Button variant="contained" onClick={submit} disabled={!complete} loading={save.isPending}>
        {t('clubHours.sales.save')}
      </Button>
    </section>
  );
}

/** One sport's lengths (checkboxes) and starts (on the hour, or on the half hour too). */
function SportTerms(props: {
  sport: Sport;
  terms: ClubSaleTerms[Sport];
  onChange: (next: Partial<SaleTerms>) => void;
}) {
  const { t } = useTranslation();
  const { sport, terms, onChange } = props;
  const none = terms.lengths.length === 0;
  const toggle = (length: BookingDuration, on: boolean) =>
    onChange({
      lengths: bookingDurations.filter((one) =>
        one === length ? on : terms.lengths.includes(one),
      ),
    });
  const lengthsHintId = `sale-lengths-${sport}-hint`;
  return (
    <fieldset className={styles.sport}>
      <legend className={styles.sportName}>{t(`sports.${sport}`)}</legend>
      <fieldset className={styles.lengths} aria-describedby={lengthsHintId}>
        <legend className={styles.lengthsLabel}>{t('clubHours.sales.lengths')}</legend>
        <div className={styles.lengthChoices}>
          {bookingDurations.map((length) => (
            <Checkbox
              key={length}
              checked={terms.lengths.includes(length)}
              onChange={(checked) => toggle(length, checked)}
              label={t('reservations.duration.minutes', { count: length })}
            />
          ))}
        </div>
        <p id={lengthsHintId} className={clsx(styles.helper, none && styles.needed)}>
          {none ? t('clubHours.sales.lengthsNeeded') : t('clubHours.sales.lengthsHint')}
        </p>
      </fieldset>
      <RadioGroup
        label={t('clubHours.sales.starts')}
        options={startSteps.map((step) => ({
          value: String(step),
          label: step === 60 ? t('clubHours.sales.onTheHour') : t('clubHours.sales.onTheHalfHour'),
        }))}
        value={String(terms.startEvery)}
        onChange={(step) => onChange({ startEvery: Number(step) as StartStep })}
      />
    </fieldset>
  );
}
