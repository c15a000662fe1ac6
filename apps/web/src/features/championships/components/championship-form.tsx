import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useController, useFormState, useWatch } from 'react-hook-form';
import type { FreeCourt, MyClub } from '@courtside/shared';
import { allowedBirthYears, currencySymbol, footballCourtTypes } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import {
  CourtSelectField,
  NameField,
  PlacesPriceDescriptionFields,
  ReadOnlyClubField,
} from '@/components/club-offer-fields';
import { SegmentedControl } from '@/components/segmented-control';
import { useTextField, type FormControlOf } from '@/lib/use-text-field';
import { useFreeCourts } from '../api/free-courts';
import { windowOf, type ChampionshipFormValues } from './championship-form-state';

type ChampionshipControl = FormControlOf<ChampionshipFormValues>;

const hours = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));

/** One end of the window: a date and an hour, 24-hour (SPEC 2). */
function WhenField({ control, end }: { control: ChampionshipControl; end: 'from' | 'to' }) {
  const { t } = useTranslation();
  const date = useTextField(control, end === 'from' ? 'fromDate' : 'toDate');
  const hour = useTextField(control, end === 'from' ? 'fromHour' : 'toHour');
  // The shared schema refuses the window's end as a whole (`from`, `to`), not its fields.
  const { errors } = useFormState({ control });
  const invalid = end in errors;
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        type="date"
        label={t(`championships.form.${end}Date`)}
        {...date}
        error={invalid}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: 2 }}
      />
      <TextField
        select
        label={t(`championships.form.${end}Hour`)}
        {...hour}
        error={invalid}
        sx={{ flex: 1 }}
      >
        {hours.map((h) => (
          <MenuItem key={h} value={h}>{`${h}:00`}</MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** Whether a free court is of the chosen type: padel, or a football court of that side. */
const ofType = (court: FreeCourt, type: ChampionshipFormValues['courtType']) =>
  type === 'padel'
    ? court.sport === 'padel'
    : court.sport === 'football' && court.capacity === type;

/** Court type 5, 8, 11 or padel, then a court of that type free for the whole window. */
function CourtFields({ control, club }: { control: ChampionshipControl; club: MyClub }) {
  const { t } = useTranslation();
  const values = useWatch({ control }) as ChampionshipFormValues;
  const courtType = useController({ control, name: 'courtType' }).field;
  const free = useFreeCourts(windowOf(values, club.timeZone));
  const offered = (free.data ?? []).filter((court) => ofType(court, values.courtType));
  // Until the window and the type are chosen the form says what to choose; then, if no court
  // of that type is free for the whole window, that none is.
  const asked = free.isSuccess && values.courtType !== null;
  const hint = asked ? 'championships.form.noFreeCourt' : 'championships.form.noCourt';
  return (
    <>
      <SegmentedControl
        label={t('championships.form.courtType')}
        options={[
          ...footballCourtTypes.map((value) => ({ value, label: String(value) })),
          { value: 'padel' as const, label: t('championships.form.padel') },
        ]}
        value={courtType.value}
        onChange={courtType.onChange}
      />
      <CourtSelectField
        control={control}
        label={t('championships.form.court')}
        courts={offered}
        helperText={offered.length === 0 ? t(hint) : undefined}
      />
    </>
  );
}

/** Allowed birth year, invitation type, participants, price (in the club's money) and More info. */
function TermsFields({ control, currency }: { control: ChampionshipControl; currency: string }) {
  const { t } = useTranslation();
  const maxAge = useTextField(control, 'maxAge');
  const inviteOnly = useTextField(control, 'inviteOnly');
  return (
    <>
      <TextField select label={t('championships.form.maxAge')} {...maxAge}>
        {allowedBirthYears(new Date()).map((year) => (
          <MenuItem key={year} value={String(year)}>
            {year}
          </MenuItem>
        ))}
      </TextField>
      <FormControl>
        <FormLabel id="invite-only-label">{t('championships.form.inviteOnly')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="invite-only-label"
          value={inviteOnly.value}
          onChange={inviteOnly.onChange}
        >
          <FormControlLabel
            value="1"
            control={<Radio />}
            label={t('championships.form.requestOnly')}
          />
          <FormControlLabel
            value="0"
            control={<Radio />}
            label={t('championships.form.openForAll')}
          />
        </RadioGroup>
      </FormControl>
      <PlacesPriceDescriptionFields
        control={control}
        placesKey="participantsNumber"
        labels={{
          places: t('championships.form.participantsNumber'),
          price: t('championships.form.price', {
            currency: currencySymbol(currency, currentLanguage()),
          }),
          description: t('championships.form.description'),
        }}
      />
    </>
  );
}

export function ChampionshipFields({
  control,
  club,
}: {
  control: ChampionshipControl;
  club: MyClub;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <ReadOnlyClubField label={t('championships.form.club')} club={club} />
      <NameField control={control} label={t('championships.form.name')} />
      <WhenField control={control} end="from" />
      <WhenField control={control} end="to" />
      <CourtFields control={control} club={club} />
      <TermsFields control={control} currency={club.currency} />
    </Stack>
  );
}
