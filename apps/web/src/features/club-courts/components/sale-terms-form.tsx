import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  BookingDuration,
  ClubSaleTerms,
  SaleTerms,
  Sport,
  StartStep,
} from '@courtside/shared';
import { bookingDurations, startSteps } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useSaveSaleTerms } from '../api/save-sale-terms';

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
    <Stack spacing={1.5} component="section" aria-labelledby="sale-terms-title">
      <Typography variant="subtitle1" component="h2" id="sale-terms-title">
        {t('clubHours.sales.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('clubHours.sales.hint')}
      </Typography>
      {sports.map((sport) => (
        <SportTerms
          key={sport}
          sport={sport}
          terms={terms[sport]}
          onChange={(next) => change(sport, next)}
        />
      ))}
      {save.isError && (
        <Typography color="error" role="alert">
          {t('courtsAdmin.saveFailed')}
        </Typography>
      )}
      <Button variant="contained" onClick={submit} disabled={!complete} loading={save.isPending}>
        {t('clubHours.sales.save')}
      </Button>
    </Stack>
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
  const startsId = `sale-starts-${sport}`;
  const lengthsHintId = `sale-lengths-${sport}-hint`;
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
        {t(`sports.${sport}`)}
      </Typography>
      <FormControl component="fieldset" error={none} aria-describedby={lengthsHintId}>
        <FormLabel component="legend">{t('clubHours.sales.lengths')}</FormLabel>
        <FormGroup row>
          {bookingDurations.map((length) => (
            <FormControlLabel
              key={length}
              control={
                <Checkbox
                  checked={terms.lengths.includes(length)}
                  onChange={(event) => toggle(length, event.target.checked)}
                />
              }
              label={t('reservations.duration.minutes', { count: length })}
            />
          ))}
        </FormGroup>
        <FormHelperText id={lengthsHintId}>
          {none ? t('clubHours.sales.lengthsNeeded') : t('clubHours.sales.lengthsHint')}
        </FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel id={startsId}>{t('clubHours.sales.starts')}</FormLabel>
        <RadioGroup
          aria-labelledby={startsId}
          value={terms.startEvery}
          onChange={(event) => onChange({ startEvery: Number(event.target.value) as StartStep })}
        >
          {startSteps.map((step) => (
            <FormControlLabel
              key={step}
              value={step}
              control={<Radio />}
              label={
                step === 60 ? t('clubHours.sales.onTheHour') : t('clubHours.sales.onTheHalfHour')
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
