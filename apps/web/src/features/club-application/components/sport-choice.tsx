import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useController, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApplicationDraft } from './application-draft';

type Control_ = Control<ApplicationDraft, unknown, unknown>;

function SportBox({ control, name }: { control: Control_; name: 'padel' | 'football' }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Checkbox
          name={name}
          checked={field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
      label={t(`listClub.sport.${name}`)}
    />
  );
}

/** The club's sports: at least one, which the schema checks as the request's `sports`. */
export function SportChoice({ control }: { control: Control_ }) {
  const { t } = useTranslation();
  // The refusal lands on the request's path, `sports`, which no field of the draft holds.
  const { errors } = useFormState({ control });
  const refused = 'sports' in errors;
  return (
    <FormControl component="fieldset" error={refused}>
      <FormLabel component="legend">{t('listClub.field.sports')}</FormLabel>
      <FormGroup row>
        <SportBox control={control} name="padel" />
        <SportBox control={control} name="football" />
      </FormGroup>
      {refused && <FormHelperText>{t('listClub.chooseSport')}</FormHelperText>}
    </FormControl>
  );
}
