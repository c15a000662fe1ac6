import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface DetailRowProps {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}

/** One labelled fact of a booking (date, time, price), its icon in front. */
export function DetailRow({ icon, label, children }: DetailRowProps) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', minHeight: 40 }}>
      <Stack aria-hidden sx={{ color: 'primary.main' }}>
        {icon}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {label}
      </Typography>
      {/* A long unbroken value (a name) wraps instead of widening the sheet. */}
      <Typography
        variant="body1"
        component="div"
        sx={{ fontWeight: 600, textAlign: 'end', minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Stack>
  );
}
