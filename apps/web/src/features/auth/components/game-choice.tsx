import { useId } from 'react';
import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import SportsTennisRounded from '@mui/icons-material/SportsTennisRounded';
import { useTranslation } from 'react-i18next';
import { GameToggle } from './game-toggle';
import type { RegisterFormControl } from './use-register-form';

/** The games a new player plays: football, padel, both or neither. */
export function GameChoice({ control }: { control: RegisterFormControl }) {
  const { t } = useTranslation();
  const chooseGameId = useId();
  return (
    <Box role="group" aria-labelledby={chooseGameId}>
      <FormLabel id={chooseGameId} component="p" sx={{ mb: 1, fontWeight: 600 }}>
        {t('register.chooseGame')}
      </FormLabel>
      <Stack direction="row" spacing={1.5}>
        <Controller
          control={control}
          name="isFootball"
          render={({ field }) => (
            <GameToggle
              label={t('register.football')}
              icon={<SportsSoccerRounded />}
              selected={Boolean(field.value)}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="isPadel"
          render={({ field }) => (
            <GameToggle
              label={t('register.padel')}
              icon={<SportsTennisRounded />}
              selected={Boolean(field.value)}
              onChange={field.onChange}
            />
          )}
        />
      </Stack>
    </Box>
  );
}
