import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useController, useWatch } from 'react-hook-form';
import type { Sport } from '@courtside/shared';
import { capacityLabel, courtTypes } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { useTextField } from '@/lib/use-text-field';
import { capacitiesOf } from './court-draft';
import type { CourtControl, CourtForm } from './use-court-form';

/** The sport and how many it holds; a new sport starts at its largest capacity. */
function SportFields({ form }: { form: CourtForm }) {
  const { t } = useTranslation();
  const type = useController({ control: form.control, name: 'type' }).field;
  const capacity = useController({ control: form.control, name: 'capacity' }).field;
  const changeSport = (sport: Sport) => {
    type.onChange(sport);
    form.setValue('capacity', capacitiesOf(sport)[capacitiesOf(sport).length - 1]!);
    form.setValue(
      'courtType',
      sport === 'padel' ? (form.getValues('courtType') ?? 'indoor') : null,
    );
  };
  const capacityText = (value: number) => {
    const label = capacityLabel(value);
    return typeof label === 'number'
      ? t('courtsAdmin.players', { count: label })
      : t(`courtsAdmin.capacity.${label}`);
  };
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        label={t('courtsAdmin.sport')}
        value={type.value}
        onChange={(event) => changeSport(event.target.value as Sport)}
        sx={{ flex: 1 }}
      >
        {(['padel', 'football'] as const).map((sport) => (
          <MenuItem key={sport} value={sport}>
            {t(`sports.${sport}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('courtsAdmin.capacityLabel')}
        value={capacity.value}
        onChange={(event) => capacity.onChange(Number(event.target.value))}
        sx={{ flex: 1 }}
      >
        {capacitiesOf(type.value).map((value) => (
          <MenuItem key={value} value={value}>
            {capacityText(value)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** Where a padel court stands: indoor, outdoor or covered. */
function CourtTypeField({ control }: { control: CourtControl }) {
  const { t } = useTranslation();
  const courtType = useController({ control, name: 'courtType' }).field;
  return (
    <TextField
      select
      label={t('courtsAdmin.courtTypeLabel')}
      value={courtType.value ?? 'indoor'}
      onChange={courtType.onChange}
    >
      {courtTypes.map((type) => (
        <MenuItem key={type} value={type}>
          {t(`courtsAdmin.courtType.${type}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** What the court is: name, sport, capacity, where a padel court stands, description. */
export function CourtFields({ form }: { form: CourtForm }) {
  const { t } = useTranslation();
  const { control } = form;
  const name = useTextField(control, 'name');
  const description = useTextField(control, 'description');
  const sport = useWatch({ control, name: 'type' });
  return (
    <Stack spacing={2}>
      <TextField
        label={t('courtsAdmin.name')}
        {...name}
        required
        helperText={name.error ? t('courtsAdmin.nameRequired') : undefined}
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <SportFields form={form} />
      {sport === 'padel' && <CourtTypeField control={control} />}
      <TextField
        label={t('courtsAdmin.description')}
        {...description}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </Stack>
  );
}
