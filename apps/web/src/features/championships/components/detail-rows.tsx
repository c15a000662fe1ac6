import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Label and value pairs of a championship, as a description list. */
export function DetailRows({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
      {rows.map(([label, value]) => (
        <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }} dir="auto">
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
