import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { closedFill } from './grid-cell';
import { legendKinds, occupantLooks } from './occupant-looks';

/** What each colour and icon on the grid means, free and closed hours included. */
export function DayLegend() {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={t('clubDay.legend')}
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}
    >
      {legendKinds.map((kind) => {
        const look = occupantLooks[kind];
        const Icon = look.icon;
        return (
          <Stack
            key={kind}
            component="li"
            direction="row"
            spacing={0.5}
            sx={{
              listStyle: 'none',
              alignItems: 'center',
              px: 1,
              py: 0.25,
              borderRadius: 999,
              bgcolor: look.fill,
              border: `1.5px solid ${look.edge}`,
            }}
          >
            <Icon aria-hidden sx={{ fontSize: 16, color: look.edge }} />
            <Typography variant="caption" sx={{ fontWeight: 600 }}>
              {t(`clubDay.kind.${kind}`)}
            </Typography>
          </Stack>
        );
      })}
      <HourLook label={t('clubDay.free')}>
        <Box aria-hidden sx={{ ...swatch, border: '1.5px dashed', borderColor: 'primary.main' }} />
      </HourLook>
      <HourLook label={t('clubDay.closed')}>
        <Box aria-hidden sx={{ ...swatch, bgcolor: closedFill }} />
      </HourLook>
    </Stack>
  );
}

const swatch = { width: 14, height: 14, borderRadius: 1 } as const;

/** A look of an hour nothing holds (free, closed): its swatch and name. */
function HourLook({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      component="li"
      direction="row"
      sx={{ listStyle: 'none', alignItems: 'center', gap: 0.5, px: 1, py: 0.25 }}
    >
      {children}
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
    </Stack>
  );
}
