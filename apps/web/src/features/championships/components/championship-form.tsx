import { useController, useFormState, useWatch } from 'react-hook-form';
import type { FreeCourt, MyClub } from '@courtside/shared';
import { allowedBirthYears, currencySymbol, footballCourtTypes } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import {
  CourtSelectField,
  NameField,
  NoChoiceYet,
  PlacesPriceDescriptionFields,
  ReadOnlyClubField,
  useCheckedTextField,
} from '@/components/club-offer-fields';
import { RadioGroup } from '@/components/radio-group';
import { SegmentedControl } from '@/components/segmented-control';
import { SelectField, TextField } from '@/components/text-field';
import type { FormControlOf } from '@/lib/use-text-field';
import { useFreeCourts } from '../api/free-courts';
import { windowOf, type ChampionshipFormValues } from './championship-form-state';
import styles from './championship-form.module.css';

type ChampionshipControl = FormControlOf<ChampionshipFormValues>;

const hours = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));

/** One end of the window: a date and an hour, 24-hour (SPEC 2). */
function WhenField({ control, end }: { control: ChampionshipControl; end: 'from' | 'to' }) {
  const { t } = useTranslation();
  const date = useCheckedTextField(control, end === 'from' ? 'fromDate' : 'toDate');
  const hour = useCheckedTextField(control, end === 'from' ? 'fromHour' : 'toHour');
  // The shared schema refuses the window's end as a whole (`from`, `to`), not its fields.
  const { errors } = useFormState({ control });
  const error = end in errors ? t('common.invalidField') : undefined;
  return (
    <div className={styles.when}>
      <TextField
        type="date"
        label={t(`championships.form.${end}Date`)}
        {...date}
        error={error}
        shrinkLabel
        className={styles.date}
      />
      <SelectField
        label={t(`championships.form.${end}Hour`)}
        {...hour}
        error={error}
        className={styles.hour}
      >
        <NoChoiceYet />
        {hours.map((h) => (
          <option key={h} value={h}>{`${h}:00`}</option>
        ))}
      </SelectField>
    </div>
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
  const maxAge = useCheckedTextField(control, 'maxAge');
  const inviteOnly = useController({ control, name: 'inviteOnly' }).field;
  return (
    <>
      <SelectField label={t('championships.form.maxAge')} {...maxAge}>
        <NoChoiceYet />
        {allowedBirthYears(new Date()).map((year) => (
          <option key={year} value={String(year)}>
            {year}
          </option>
        ))}
      </SelectField>
      <RadioGroup
        label={t('championships.form.inviteOnly')}
        options={[
          { value: '1', label: t('championships.form.requestOnly') },
          { value: '0', label: t('championships.form.openForAll') },
        ]}
        value={inviteOnly.value}
        onChange={inviteOnly.onChange}
      />
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
    <div className={styles.fields}>
      <ReadOnlyClubField label={t('championships.form.club')} club={club} />
      <NameField control={control} label={t('championships.form.name')} />
      <WhenField control={control} end="from" />
      <WhenField control={control} end="to" />
      <CourtFields control={control} club={club} />
      <TermsFields control={control} currency={club.currency} />
    </div>
  );
}
