import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { coachCreateBodySchema, type Coach } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useCreateCoach } from '../api/create-coach';

const empty = { Name: '', phone: '', username: '', password: '', gender: '' };
type Field = keyof typeof empty;

function GenderField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: boolean;
  onChange: (e: { target: { value: string } }) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormControl error={error}>
      <FormLabel id="coach-gender-label">{t('activities.coach.gender')}</FormLabel>
      <RadioGroup row aria-labelledby="coach-gender-label" value={value} onChange={onChange}>
        <FormControlLabel value="M" control={<Radio />} label={t('activities.coach.male')} />
        <FormControlLabel value="F" control={<Radio />} label={t('activities.coach.female')} />
      </RadioGroup>
    </FormControl>
  );
}

/** SPEC 2 coach modal: Name, phone, username (optional), password, gender M or F. */
export function CoachDialog({
  open,
  clubId,
  onClose,
  onCreated,
}: {
  open: boolean;
  clubId: string;
  onClose: () => void;
  onCreated: (coach: Coach) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCoach();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const set = (key: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const save = () => {
    const parsed = coachCreateBodySchema.safeParse({ ...values, club: clubId });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (coach) => {
        setValues(empty);
        setErrors({});
        onCreated(coach);
      },
      onError: (error) =>
        setErrors(
          error instanceof ApiError && error.body.details
            ? Object.fromEntries(error.body.details.map((d) => [d.field, d.message]))
            : { Name: t('activities.tryLater') },
        ),
    });
  };

  const field = (key: Exclude<Field, 'gender'>, extra: object = {}) => ({
    label: t(`activities.coach.${key}`),
    value: values[key],
    onChange: set(key),
    error: !!errors[key],
    helperText: errors[key],
    ...extra,
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth aria-labelledby="coach-dialog-title">
      <DialogTitle id="coach-dialog-title">{t('activities.coach.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField {...field('Name')} />
          <TextField {...field('phone', { type: 'tel' })} />
          <TextField {...field('username')} />
          <TextField {...field('password', { type: 'password', autoComplete: 'new-password' })} />
          <GenderField value={values.gender} error={!!errors.gender} onChange={set('gender')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('activities.coach.cancel')}</Button>
        <Button variant="contained" loading={create.isPending} onClick={save}>
          {t('activities.coach.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
