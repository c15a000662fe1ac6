import { useController, useWatch, type FieldPathByValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LevelStepper } from '@/components/level-stepper';
import { SegmentedControl } from '@/components/segmented-control';
import { PhoneField } from '@/components/phone-field';
import { SubmitForm } from '@/components/submit-form';
import { SelectField, TextField } from '@/components/text-field';
import { usePlayerLevel } from '@/lib/api/player-level';
import { usePhoneReader, type PhoneReader } from '@/lib/phone';
import { useSignedInUser } from '@/lib/session';
import { useTextField, type FormControlOf } from '@/lib/use-text-field';
import { useBatBrands } from '../api/bat-brands';
import type { ProfileFormState } from './profile-form-state';
import styles from './profile-form.module.css';

type ProfileControl = FormControlOf<ProfileFormState>;
type TextName = FieldPathByValue<ProfileFormState, string>;

/** What the shared schema refused in a field the player types freely. */
const refusalKeys: Partial<Record<TextName, string>> = {
  Email: 'profile.errors.Email',
  birthdate: 'profile.errors.birthdate',
};

/** A text field that says, once a save was refused, why the shared schema refused it. */
function ProfileTextField({
  control,
  name,
  type = 'text',
}: {
  control: ProfileControl;
  name: TextName;
  type?: string;
}) {
  const { t } = useTranslation();
  const { error, ...field } = useTextField(control, name);
  return (
    <TextField
      label={t(`profile.fields.${name}`)}
      type={type}
      {...field}
      error={error ? t(refusalKeys[name] ?? 'profile.errors.invalid') : undefined}
      shrinkLabel={type === 'date'}
    />
  );
}

/**
 * SPEC 5: the phone is required and must be a whole number, read in the country the device
 * is in (no club is involved); said as it is typed.
 */
function ProfilePhoneField({
  control,
  reader,
}: {
  control: ProfileControl;
  reader: PhoneReader | null;
}) {
  const { t } = useTranslation();
  const { error: refused, ...phone } = useTextField(control, 'Phone');
  const empty = phone.value.trim() === '';
  return (
    <PhoneField
      reader={reader}
      label={t('profile.fields.Phone')}
      required
      {...phone}
      refusal={empty ? t('profile.phoneRequired') : refused ? t('phone.invalid') : undefined}
    />
  );
}

function PersonalFields({
  control,
  reader,
}: {
  control: ProfileControl;
  reader: PhoneReader | null;
}) {
  const { t } = useTranslation();
  const { error: genderRefused, ...gender } = useTextField(control, 'gender');
  return (
    <>
      <ProfileTextField control={control} name="firstName" />
      <ProfileTextField control={control} name="lastName" />
      <ProfilePhoneField control={control} reader={reader} />
      <ProfileTextField control={control} name="Email" type="email" />
      <SelectField
        label={t('profile.fields.gender')}
        {...gender}
        error={genderRefused ? t('profile.errors.invalid') : undefined}
      >
        {/* None chosen yet: the field shows empty, as before a choice. */}
        <option value="" disabled hidden />
        <option value="M">{t('profile.gender.M')}</option>
        <option value="F">{t('profile.gender.F')}</option>
      </SelectField>
      <ProfileTextField control={control} name="birthdate" type="date" />
      <ProfileTextField control={control} name="adress" />
    </>
  );
}

/**
 * The level a player sets by hand, until results move it: from then on it is shown, with why
 * it cannot be set here (the server refuses it too).
 */
function PadelLevelField({
  value,
  onChange,
}: {
  value: number;
  onChange: (level: number) => void;
}) {
  const { t } = useTranslation();
  const rated = usePlayerLevel(useSignedInUser().id);
  if (!rated.data || rated.data.confirmedMatches === 0)
    return <LevelStepper label={t('profile.padelLevel')} value={value} onChange={onChange} />;
  return (
    <div className={styles.ratedLevel}>
      <p className={styles.level}>
        {t('profile.padelLevel')}: <strong>{value.toFixed(1)}</strong>
      </p>
      <p className={styles.note}>{t('levelQuiz.fromResults')}</p>
    </div>
  );
}

function PadelFields({ control }: { control: ProfileControl }) {
  const { t } = useTranslation();
  const brands = useBatBrands();
  const level = useController({ control, name: 'padelLevel' }).field;
  const side = useController({ control, name: 'padelSide' }).field;
  const { error: brandRefused, ...batBrand } = useTextField(control, 'batBrand');
  return (
    <>
      <h2 className={styles.padelTitle}>{t('profile.padelTitle')}</h2>
      <PadelLevelField value={level.value} onChange={level.onChange} />
      <SegmentedControl
        label={t('profile.fields.padelSide')}
        options={[
          { value: 'left', label: t('profile.side.left') },
          { value: 'right', label: t('profile.side.right') },
        ]}
        value={side.value || null}
        onChange={side.onChange}
      />
      <SelectField
        label={t('profile.fields.batBrand')}
        {...batBrand}
        error={brandRefused ? t('profile.errors.invalid') : undefined}
      >
        <option value="" disabled hidden />
        {/* A brand saved before the list changed still shows. */}
        {[...new Set([...(brands.data ?? []).map((b) => b.name), batBrand.value])]
          .filter(Boolean)
          .map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
      </SelectField>
      <ProfileTextField control={control} name="RankID" />
      <ProfileTextField control={control} name="FootballteamName" />
    </>
  );
}

/** SPEC 5 Profile form: phone required, everything else optional. */
export function ProfileForm({
  control,
  onSubmit,
  saving,
  photo,
}: {
  control: ProfileControl;
  /** The form's handleSubmit: the shared profile schema checks the fields first. */
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => unknown;
  saving: boolean;
  photo: React.ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useWatch({ control, name: 'Phone' });
  const reader = usePhoneReader();
  return (
    <SubmitForm
      onSubmit={onSubmit}
      submitLabel={t('profile.save')}
      submitting={saving}
      disabled={reader?.stored(phone) == null}
      spacing={2}
    >
      {photo}
      <PersonalFields control={control} reader={reader} />
      <PadelFields control={control} />
    </SubmitForm>
  );
}
