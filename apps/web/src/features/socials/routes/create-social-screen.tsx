import { useNavigate } from 'react-router';
import { useController, type FieldPathByValue } from 'react-hook-form';
import type { MyClub, SocialCreateBody } from '@courtside/shared';
import { clubToday, socialFormats, socialPointsChoices } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { useCheckedTextField } from '@/components/club-offer-fields';
import { ChoiceGroup } from '@/components/choice-group';
import { OwnerClubGate } from '@/components/owner-club-gate';
import { SegmentedControl } from '@/components/segmented-control';
import { SubmitForm } from '@/components/submit-form';
import { Checkbox } from '@/components/switch';
import { SelectField, TextField } from '@/components/text-field';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { socialNightPath } from '@/lib/paths';
import { refusedFields } from '@/lib/refused-fields';
import type { FormControlOf } from '@/lib/use-text-field';
import { useCreateNight } from '../api/create-night';
import { playerChoices, useNightForm, type NightFormValues } from '../components/night-form-state';
import styles from './create-social-screen.module.css';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const twoDigits = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

type NightControl = FormControlOf<NightFormValues>;

/** The owner creates an Americano or Mexicano night on some of their padel courts. */
export function CreateSocialScreen() {
  return <OwnerClubGate>{(club) => <CreateNightForm club={club} />}</OwnerClubGate>;
}

function NumberChoice({
  control,
  name,
  label,
  choices,
  show = String,
  help,
}: {
  control: NightControl;
  name: FieldPathByValue<NightFormValues, number>;
  label: string;
  choices: readonly number[];
  show?: (value: number) => string;
  /** What to do when the choice is refused. */
  help?: string;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField
      label={label}
      value={String(field.value)}
      onChange={(e) => field.onChange(Number(e.target.value))}
      onBlur={field.onBlur}
      error={fieldState.invalid ? (help ?? t('common.invalidField')) : undefined}
      className={styles.half}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {show(choice)}
        </option>
      ))}
    </SelectField>
  );
}

function CourtChoice({ club, control }: { club: MyClub; control: NightControl }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'courts' });
  const padel = club.courts.filter((court) => court.type === 'padel');
  const toggle = (id: string, on: boolean) =>
    field.onChange(on ? [...field.value, id] : field.value.filter((c) => c !== id));
  return (
    <ChoiceGroup
      legend={t('socials.form.courts')}
      refused={fieldState.invalid}
      refusal={t('socials.form.courtsHelp')}
    >
      {(refusedBy) =>
        padel.map((court) => (
          <Checkbox
            key={court.id}
            label={court.name}
            checked={field.value.includes(court.id)}
            onChange={(on) => toggle(court.id, on)}
            {...refusedBy}
          />
        ))
      }
    </ChoiceGroup>
  );
}

/** From and to, in whole hours of the club's day. */
function NightHours({ control }: { control: NightControl }) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <NumberChoice
        control={control}
        name="fromH"
        label={t('socials.form.from')}
        choices={hours}
        show={twoDigits}
      />
      <NumberChoice
        control={control}
        name="toH"
        label={t('socials.form.to')}
        choices={hours}
        show={twoDigits}
      />
    </div>
  );
}

function FormatChoice({ control }: { control: NightControl }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'format' });
  return (
    <SegmentedControl
      label={t('socials.form.format')}
      options={socialFormats.map((format) => ({
        value: format,
        label: t(`socials.format.${format}`),
      }))}
      value={field.value}
      onChange={(format: NightFormValues['format']) => field.onChange(format)}
    />
  );
}

function CreateNightForm({ club }: { club: MyClub }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useNightForm(club, clubToday(club.timeZone, new Date()));
  const { control } = form;
  const date = useCheckedTextField(control, 'date');
  const price = useCheckedTextField(control, 'price');
  const create = useCreateNight();
  const save = (body: SocialCreateBody) =>
    create.mutate(body, {
      onSuccess: ({ id }) => {
        toast.show({ message: t('socials.form.saved'), severity: 'success' });
        void navigate(socialNightPath(id));
      },
      onError: (error) => {
        // The server's refusals of fields land on them, as the form's own checks do.
        const fields = refusedFields(error).filter(({ field }) => field in form.getValues());
        fields.forEach(({ field, message }, index) =>
          form.setError(
            field as keyof NightFormValues,
            { type: 'server', message },
            { shouldFocus: index === 0 },
          ),
        );
        if (fields.length === 0)
          toast.show({ message: refusalMessage(error, t('socials.tryLater')), severity: 'error' });
      },
    });
  return (
    <SubmitForm
      onSubmit={form.handleSubmit(save)}
      submitLabel={t('socials.form.submit')}
      submitting={create.isPending}
      spacing={2}
    >
      <FormatChoice control={control} />
      <TextField type="date" label={t('socials.form.date')} {...date} shrinkLabel />
      <NightHours control={control} />
      <CourtChoice club={club} control={control} />
      <div className={styles.row}>
        <NumberChoice
          control={control}
          name="players"
          label={t('socials.form.players')}
          choices={playerChoices}
          help={t('socials.form.playersHelp')}
        />
        <NumberChoice
          control={control}
          name="pointsPerGame"
          label={t('socials.form.points')}
          choices={socialPointsChoices}
        />
      </div>
      <TextField
        label={t('socials.form.price', { currency: club.currency })}
        {...price}
        inputMode="decimal"
      />
    </SubmitForm>
  );
}
