import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { capacityLabel, courtTypes, type Sport } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { capacitiesOf, type CourtDraft } from './court-draft';

interface Props {
  draft: CourtDraft;
  onChange: (draft: CourtDraft) => void;
  nameError: boolean;
}

/** What the court is: name, sport, capacity, where a padel court stands, description. */
export function CourtFields({ draft, onChange, nameError }: Props) {
  const { t } = useTranslation();
  const set = (fields: Partial<CourtDraft>) => onChange({ ...draft, ...fields });
  const changeSport = (type: Sport) =>
    set({
      type,
      capacity: capacitiesOf(type)[capacitiesOf(type).length - 1]!,
      courtType: type === 'padel' ? (draft.courtType ?? 'indoor') : null,
    });
  const capacityText = (capacity: number) => {
    const label = capacityLabel(capacity);
    return typeof label === 'number'
      ? t('courtsAdmin.players', { count: label })
      : t(`courtsAdmin.capacity.${label}`);
  };
  return (
    <Stack spacing={2}>
      <TextField
        label={t('courtsAdmin.name')}
        value={draft.name}
        onChange={(event) => set({ name: event.target.value })}
        required
        error={nameError}
        helperText={nameError ? t('courtsAdmin.nameRequired') : undefined}
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <Stack direction="row" spacing={1}>
        <TextField
          select
          label={t('courtsAdmin.sport')}
          value={draft.type}
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
          value={draft.capacity}
          onChange={(event) => set({ capacity: Number(event.target.value) })}
          sx={{ flex: 1 }}
        >
          {capacitiesOf(draft.type).map((capacity) => (
            <MenuItem key={capacity} value={capacity}>
              {capacityText(capacity)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {draft.type === 'padel' && (
        <TextField
          select
          label={t('courtsAdmin.courtTypeLabel')}
          value={draft.courtType ?? 'indoor'}
          onChange={(event) => set({ courtType: event.target.value as CourtDraft['courtType'] })}
        >
          {courtTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`courtsAdmin.courtType.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        label={t('courtsAdmin.description')}
        value={draft.description}
        onChange={(event) => set({ description: event.target.value })}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </Stack>
  );
}
