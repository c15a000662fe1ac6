import Box from '@mui/material/Box';
import SportsTennisRounded from '@mui/icons-material/SportsTennisRounded';

/** The app's logo: a ball-coloured racket on the brand colour. */
export function BrandMark({ size }: { size: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        borderRadius: size / 3.5 + 'px',
        bgcolor: 'primary.main',
        color: 'secondary.main',
        '& svg': { fontSize: size * 0.6 },
      }}
    >
      <SportsTennisRounded />
    </Box>
  );
}
