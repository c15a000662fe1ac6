import type { ReactNode } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';

interface GameToggleProps {
  label: string;
  icon: ReactNode;
  selected: boolean;
  onChange: (selected: boolean) => void;
}

/** One sport of "Choose Game": pressed means the player plays it. */
export function GameToggle({ label, icon, selected, onChange }: GameToggleProps) {
  return (
    <ToggleButton
      value={label}
      selected={selected}
      onChange={() => onChange(!selected)}
      color="primary"
      fullWidth
      sx={{
        position: 'relative',
        flexDirection: 'column',
        gap: 0.5,
        py: 1.5,
        borderRadius: 1,
        fontWeight: 600,
        textTransform: 'none',
        bgcolor: 'background.paper',
        '&.Mui-selected': { borderColor: 'primary.main' },
        '& > svg': { fontSize: 30 },
      }}
    >
      {icon}
      {label}
      {selected && (
        <CheckCircleRounded
          aria-hidden
          sx={{ position: 'absolute', top: 8, insetInlineEnd: 8, fontSize: '18px !important' }}
        />
      )}
    </ToggleButton>
  );
}
