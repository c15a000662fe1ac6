import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export interface SegmentOption<T extends string | number> {
  value: T;
  label: string;
}

interface SegmentedControlProps<T extends string | number> {
  /** Names the group for screen readers, e.g. 'Court type'. */
  label: string;
  options: readonly SegmentOption<T>[];
  /** null while nothing is chosen yet: several screens start without a value (SPEC 2). */
  value: T | null;
  onChange: (value: T) => void;
  /** A required choice still missing on submit: outlined in the error colour. */
  invalid?: boolean;
  /** The id of the text that says what is missing. */
  describedBy?: string;
}

/** A row of mutually exclusive choices (court type, duration, Upcoming/History). */
export function SegmentedControl<T extends string | number>({
  label,
  options,
  value,
  onChange,
  invalid,
  describedBy,
}: SegmentedControlProps<T>) {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      aria-label={label}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      value={value}
      // Tapping the chosen segment again gives null: a segment stays chosen once picked.
      onChange={(_event, next: T | null) => {
        if (next !== null) onChange(next);
      }}
      sx={{
        bgcolor: 'background.paper',
        borderRadius: 999,
        p: 0.5,
        gap: 0.5,
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        '& .MuiToggleButtonGroup-grouped': {
          border: 0,
          borderRadius: '999px !important',
          minHeight: 40,
          fontWeight: 600,
          textTransform: 'none',
        },
        '& .MuiToggleButton-root.Mui-selected': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
        },
      }}
    >
      {options.map((option) => (
        <ToggleButton key={String(option.value)} value={option.value}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
