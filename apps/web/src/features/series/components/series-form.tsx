import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import type { CourtDetail, ValidSeriesBody } from '@courtside/shared';
import { minorPerMajor } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { SubmitForm } from '@/components/submit-form';
import { weekdayNames } from '@/lib/peak-text';
import { requestResolver } from '@/lib/request-resolver';

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

/** What each group of fields is drawn with: the form's fields, and a refused field's look. */
interface FieldsProps {
  register: UseFormRegister<SeriesValues>;
  refusal: (field: keyof SeriesValues) => { error?: boolean; helperText?: string };
}

/** Which court, weekday and hour, how long, and how often. */
function WhenFields({
  register,
  refusal,
  courts,
}: FieldsProps & { courts: SeriesFormProps['courts'] }) {
  const { t } = useTranslation();
  const names = weekdayNames();
  return (
    <>
      <TextField
        select
        label={t('series.form.court')}
        defaultValue={courts[0]?.id ?? ''}
        {...register('courtId')}
      >
        {courts.map((court) => (
          <MenuItem key={court.id} value={court.id}>
            {court.name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          label={t('series.form.weekday')}
          defaultValue="1"
          {...register('weekday')}
          sx={{ flex: 1 }}
        >
          {names.map((name, day) => (
            <MenuItem key={name} value={String(day)}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('series.form.start')}
          defaultValue="19:00"
          {...register('startTime')}
          sx={{ flex: 1 }}
        >
          {halfHours.map((time) => (
            <MenuItem key={time} value={time}>
              {time}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          label={t('series.form.length')}
          defaultValue="60"
          {...register('duration')}
          {...refusal('duration')}
          sx={{ flex: 1 }}
        >
          {['60', '90', '120'].map((minutes) => (
            <MenuItem key={minutes} value={minutes}>
              {t('series.form.minutes', { count: Number(minutes) })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('series.form.every')}
          defaultValue="1"
          {...register('everyWeeks')}
          sx={{ flex: 1 }}
        >
          <MenuItem value="1">{t('series.form.everyWeek')}</MenuItem>
          <MenuItem value="2">{t('series.form.everyOtherWeek')}</MenuItem>
        </TextField>
      </Stack>
    </>
  );
}

/** The season, who plays it, and the price typed, if any. */
function SeasonFields({ register, refusal, currency }: FieldsProps & { currency: string }) {
  const { t } = useTranslation();
  const date = { slotProps: { inputLabel: { shrink: true } }, sx: { flex: 1 } } as const;
  const player = refusal('player');
  return (
    <>
      <Stack direction="row" spacing={1}>
        <TextField
          type="date"
          label={t('series.form.from')}
          {...register('from')}
          {...refusal('from')}
          {...date}
        />
        <TextField
          type="date"
          label={t('series.form.to')}
          {...register('to')}
          {...refusal('to')}
          {...date}
        />
      </Stack>
      <TextField
        label={t('series.form.player')}
        {...register('player')}
        autoComplete="off"
        error={player.error}
        helperText={player.helperText ?? t('series.form.playerHint')}
      />
      <TextField
        label={t('series.form.customerName')}
        {...register('customerName')}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 80, dir: 'auto' } }}
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
        helperText={t('series.form.priceHint')}
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
      startIcon={<EventRepeatRounded />}
      spacing={2}
    >
      <WhenFields register={register} refusal={refusal} courts={courts} />
      <SeasonFields register={register} refusal={refusal} currency={currency} />
    </SubmitForm>
  );
}

const refusalOf = (errors: FieldErrors<SeriesValues>, field: keyof SeriesValues, text: string) =>
  errors[field] ? { error: true, helperText: text } : {};
