import type { ReactNode } from 'react';
import {
  useController,
  useForm,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import type { CourtDetail, ValidSeriesBody } from '@courtside/shared';
import { minorPerMajor } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { eventRepeatIcon } from '@/components/icons/event-repeat';
import { SubmitForm } from '@/components/submit-form';
import { SelectField, TextField } from '@/components/text-field';
import { weekdayNames } from '@/lib/peak-text';
import { requestResolver } from '@/lib/request-resolver';
import styles from './series.module.css';

export interface SeriesValues {
  courtId: string;
  weekday: string;
  startTime: string;
  duration: string;
  everyWeeks: string;
  from: string;
  to: string;
  /** A player's username or phone; or else a customer's name and phone. */
  player: string;
  customerName: string;
  customerPhone: string;
  /** In the club's currency, as typed; empty: the club's price rules. */
  price: string;
}

const halfHours = Array.from({ length: 36 }, (_, index) => {
  const minute = 6 * 60 + index * 30;
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${minute % 60 ? '30' : '00'}`;
});

/** The body the shared schema checks: what was typed, empty fields left out. */
export function seriesBodyOf(values: SeriesValues, currency: string) {
  const typed = (text: string) => text.trim() || undefined;
  const price = typed(values.price);
  return {
    courtId: values.courtId,
    weekday: Number(values.weekday),
    startTime: values.startTime,
    duration: Number(values.duration),
    everyWeeks: Number(values.everyWeeks),
    from: values.from,
    to: values.to,
    player: typed(values.player),
    customerName: typed(values.customerName),
    customerPhone: typed(values.customerPhone),
    price: price === undefined ? null : Math.round(Number(price) * minorPerMajor(currency)),
  };
}

interface SeriesFormProps {
  courts: readonly CourtDetail[];
  currency: string;
  onCheck: (body: ValidSeriesBody) => Promise<void>;
}

/** What each group of fields is drawn with: the form's fields, and a refused field's words. */
interface FieldsProps {
  control: Control<SeriesValues, unknown, ValidSeriesBody>;
  register: UseFormRegister<SeriesValues>;
  refusal: (field: keyof SeriesValues) => { error?: string };
}

type ChoiceProps = Pick<FieldsProps, 'control' | 'refusal'> & {
  name: 'courtId' | 'weekday' | 'startTime' | 'duration' | 'everyWeeks';
  label: string;
  className?: string;
  /** `<option>`s. */
  children: ReactNode;
};

/** A native select bound to one field of the form. */
function Choice({ control, refusal, name, label, className, children }: ChoiceProps) {
  const { field } = useController({ control, name });
  return (
    <SelectField
      label={label}
      className={className}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      {...refusal(name)}
    >
      {children}
    </SelectField>
  );
}

/** Which court, weekday and hour, how long, and how often. */
function WhenFields({
  control,
  refusal,
  courts,
}: Omit<FieldsProps, 'register'> & { courts: SeriesFormProps['courts'] }) {
  const { t } = useTranslation();
  const names = weekdayNames();
  const choice = { control, refusal };
  return (
    <>
      <Choice {...choice} name="courtId" label={t('series.form.court')}>
        {courts.map((court) => (
          <option key={court.id} value={court.id}>
            {court.name}
          </option>
        ))}
      </Choice>
      <div className={styles.pair}>
        <Choice {...choice} name="weekday" label={t('series.form.weekday')} className={styles.half}>
          {names.map((name, day) => (
            <option key={name} value={String(day)}>
              {name}
            </option>
          ))}
        </Choice>
        <Choice {...choice} name="startTime" label={t('series.form.start')} className={styles.half}>
          {halfHours.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </Choice>
      </div>
      <div className={styles.pair}>
        <Choice {...choice} name="duration" label={t('series.form.length')} className={styles.half}>
          {['60', '90', '120'].map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('series.form.minutes', { count: Number(minutes) })}
            </option>
          ))}
        </Choice>
        <Choice
          {...choice}
          name="everyWeeks"
          label={t('series.form.every')}
          className={styles.half}
        >
          <option value="1">{t('series.form.everyWeek')}</option>
          <option value="2">{t('series.form.everyOtherWeek')}</option>
        </Choice>
      </div>
    </>
  );
}

/** The season, who plays it, and the price typed, if any. */
function SeasonFields({
  register,
  refusal,
  currency,
}: Omit<FieldsProps, 'control'> & { currency: string }) {
  const { t } = useTranslation();
  const date = { type: 'date', shrinkLabel: true, className: styles.half } as const;
  return (
    <>
      <div className={styles.pair}>
        <TextField
          label={t('series.form.from')}
          {...register('from')}
          {...refusal('from')}
          {...date}
        />
        <TextField label={t('series.form.to')} {...register('to')} {...refusal('to')} {...date} />
      </div>
      <TextField
        label={t('series.form.player')}
        {...register('player')}
        autoComplete="off"
        {...refusal('player')}
        helper={t('series.form.playerHint')}
      />
      <TextField
        label={t('series.form.customerName')}
        {...register('customerName')}
        autoComplete="off"
        maxLength={80}
        dir="auto"
      />
      <TextField
        label={t('series.form.customerPhone')}
        {...register('customerPhone')}
        {...refusal('customerPhone')}
        autoComplete="off"
        inputMode="tel"
      />
      <TextField
        label={t('series.form.price', { currency })}
        {...register('price')}
        {...refusal('price')}
        inputMode="decimal"
        helper={t('series.form.priceHint')}
      />
    </>
  );
}

const emptySeries: Omit<SeriesValues, 'courtId'> = {
  weekday: '1',
  startTime: '19:00',
  duration: '60',
  everyWeeks: '1',
  from: '',
  to: '',
  player: '',
  customerName: '',
  customerPhone: '',
  price: '',
};

/**
 * A weekly series as the desk sets it: court, weekday, start and length, every 1 or 2 weeks,
 * the season, who it is for, and a price or none. 'Check dates' asks for the preview; the
 * body is checked with the shared schema the server checks it with.
 */
export function SeriesForm({ courts, currency, onCheck }: SeriesFormProps) {
  const { t } = useTranslation();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SeriesValues, unknown, ValidSeriesBody>({
    mode: 'onTouched',
    defaultValues: { courtId: courts[0]?.id ?? '', ...emptySeries },
    resolver: requestResolver('seriesPreviewBodySchema', (values: SeriesValues) =>
      seriesBodyOf(values, currency),
    ),
  });
  const refusal = (field: keyof SeriesValues) =>
    refusalOf(errors, field, t(`series.form.invalid.${field}`));
  return (
    <SubmitForm
      onSubmit={handleSubmit(onCheck)}
      submitLabel={t('series.form.check')}
      submitting={isSubmitting}
      startIcon={<Icon path={eventRepeatIcon} />}
      spacing={2}
    >
      <WhenFields control={control} refusal={refusal} courts={courts} />
      <SeasonFields register={register} refusal={refusal} currency={currency} />
    </SubmitForm>
  );
}

const refusalOf = (errors: FieldErrors<SeriesValues>, field: keyof SeriesValues, text: string) =>
  errors[field] ? { error: text } : {};
