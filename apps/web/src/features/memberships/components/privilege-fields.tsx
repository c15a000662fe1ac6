import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { privilegeNames, type PlanControl } from './plan-draft';
import { TextFieldOf } from './text-field-of';

/** What members may do beyond other players; each left empty keeps the club's own rule. */
export function PrivilegeFields({ control }: { control: PlanControl }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, padding: 0, margin: 0 }}>
      <Typography variant="subtitle1" component="legend">
        {t('memberships.owner.form.privilegesTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('memberships.owner.form.privilegesHint')}
      </Typography>
      {privilegeNames.map((name) => (
        <TextFieldOf
          key={name}
          control={control}
          name={`privileges.${name}`}
          label={t(`memberships.owner.privileges.${name}`)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      ))}
    </Stack>
  );
}
