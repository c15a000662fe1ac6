import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { Coach } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ChoiceGroup } from '@/components/choice-group';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { PhoneField } from '@/components/phone-field';
import { Radio } from '@/components/radio-group';
import { TextField } from '@/components/text-field';
import { usePhoneReader } from '@/lib/phone';
import { refusedFields } from '@/lib/refused-fields';
import { requestResolver } from '@/lib/request-resolver';
import type { FormControlOf } from '@/lib/use-text-field';
import { useCreateCoach } from '../api/create-coach';
import styles from './coach-dialog.module.css';

const empty = { Name: '', phone: '', username: '', password: '', gender: '' };
type CoachValues = typeof empty;
type TextKey = Exclude<keyof CoachValues, 'gender' | 'phone'>;
/** The club the coach joins: its country reads the coach's phone. */
interface CoachClub {
  id: string;
  timeZone: string;
}

const genders = ['M', 'F'] as const;

/** M or F, side by side; a refused choice turns the question red and is read with the radios. */
function GenderField({ control }: { control: FormControlOf<CoachValues> }) {
  const { t } = useTranslation();
  const name = useId();
  const { field, fieldState } = useController({ control, name: 'gender' });
  const labels = { M: t('activities.coach.male'), F: t('activities.coach.female') };
  return (
    <ChoiceGroup legend={t('activities.coach.gender')} radios row refused={fieldState.invalid}>
      {(refusedBy) =>
        genders.map((gender) => (
          <Radio
            key={gender}
            label={labels[gender]}
            name={name}
            value={gender}
            checked={field.value === gender}
            onChange={() => field.onChange(gender)}
            onBlur={field.onBlur}
            {...refusedBy}
          />
        ))
      }
    </ChoiceGroup>
  );
}

/** One text field of the modal, with the shared schema's refusal under it. */
function CoachTextField({
  control,
  name,
  ...input
}: {
  control: FormControlOf<CoachValues>;
  name: TextKey;
  type?: string;
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      label={t(`activities.coach.${name}`)}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      // A refusal without words (the schema's own) still marks the field, with the usual line.
      error={fieldState.invalid ? fieldState.error?.message || t('common.invalidField') : undefined}
      {...input}
    />
  );
}

/** The coach's phone, read in the club's country; the rule's or the server's refusal under it. */
function CoachPhoneField({
  control,
  club,
}: {
  control: FormControlOf<CoachValues>;
  club: CoachClub;
}) {
  const { t } = useTranslation();
  const reader = usePhoneReader(club.timeZone);
  const { field, fieldState } = useController({ control, name: 'phone' });
  const message = fieldState.error?.message;
  return (
    <PhoneField
      reader={reader}
      label={t('activities.coach.phone')}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      refusal={message === 'phone' ? t('phone.invalid') : message}
    />
  );
}

/** The modal's form: checked on save with the shared coach schema, as the server checks it. */
function useCoachForm(club: CoachClub) {
  return useForm({
    defaultValues: empty,
    resolver: requestResolver(
      'coachCreateBodySchema',
      (values: CoachValues) => ({ ...values, club: club.id }),
      { phones: { fields: ['phone'], clubTimeZone: () => club.timeZone } },
    ),
    reValidateMode: 'onSubmit',
  });
}

/** SPEC 2 coach modal: Name, phone, username (optional), password, gender M or F. */
export function CoachDialog({
  open,
  club,
  onClose,
  onCreated,
}: {
  open: boolean;
  club: CoachClub;
  onClose: () => void;
  onCreated: (coach: Coach) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCoach();
  const form = useCoachForm(club);

  /** The server's refusals under their fields; anything else under the name. */
  const showRefusal = (error: Error) => {
    const fields = refusedFields(error);
    if (fields.length === 0)
      return form.setError('Name', { type: 'server', message: t('activities.tryLater') });
    for (const { field, message } of fields) {
      form.setError(field as keyof CoachValues, { type: 'server', message });
    }
  };

  const save = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (coach) => {
        form.reset(empty);
        onCreated(coach);
      },
      onError: showRefusal,
    }),
  );

  const { control } = form;
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>{t('activities.coach.title')}</DialogTitle>
      <DialogContent>
        <div className={styles.fields}>
          <CoachTextField control={control} name="Name" />
          <CoachPhoneField control={control} club={club} />
          <CoachTextField control={control} name="username" />
          <CoachTextField
            control={control}
            name="password"
            type="password"
            autoComplete="new-password"
          />
          <GenderField control={control} />
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('activities.coach.cancel')}</Button>
        {/* Not a form: the modal opens from inside the activity form, whose submit it would trigger. */}
        <Button variant="contained" loading={create.isPending} onClick={() => void save()}>
          {t('activities.coach.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
