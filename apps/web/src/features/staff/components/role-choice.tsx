import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { staffRoles, type StaffRole } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';

/** The two staff roles, each with what it gives, to choose one. */
export function RoleChoice({
  value,
  onChange,
}: {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      aria-label={t('staff.role')}
      value={value}
      onChange={(event) => onChange(event.target.value as StaffRole)}
    >
      {staffRoles.map((role) => (
        <FormControlLabel
          key={role}
          value={role}
          control={<Radio />}
          label={
            <Stack sx={{ paddingBlock: 0.5 }}>
              <Typography variant="body1">{t(`staff.roles.${role}`)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`staff.roleHints.${role}`)}
              </Typography>
            </Stack>
          }
        />
      ))}
    </RadioGroup>
  );
}
