import type { Theme } from '@mui/material/styles';

/** Arrows and chevrons point the other way when the layout runs right to left (an `sx` value). */
export const mirrorInRtl = (theme: Theme) => ({
  transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
});
