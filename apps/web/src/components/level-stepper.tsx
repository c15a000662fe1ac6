import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import { stepPadelLevel } from '@courtside/shared/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A padel level control: minus and plus by 0.1 (SPEC 5), for the match form and the profile. */
export function LevelStepper({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (level: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack
      direction="row"
      role="group"
      aria-labelledby={id}
      sx={{ alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Typography id={id}>{label}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label={t('matches.levelDown', { label })}
          onClick={() => onChange(stepPadelLevel(value, 'down'))}
        >
          <RemoveRounded />
        </IconButton>
        <Typography
          component="output"
          aria-live="polite"
          sx={{ minWidth: 32, textAlign: 'center' }}
        >
          {value.toFixed(1)}
        </Typography>
        <IconButton
          aria-label={t('matches.levelUp', { label })}
          onClick={() => onChange(stepPadelLevel(value, 'up'))}
        >
          <AddRounded />
        </IconButton>
      </Stack>
    </Stack>
  );
}
