import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddAPhotoRounded from '@mui/icons-material/AddAPhotoRounded';
import type { PhotoChoice } from '@/lib/use-photo-choice';

interface PhotoChoiceControlsProps {
  choice: PhotoChoice;
  /** The button's text, the hint under it, and what the hint says of a file too large. */
  labels: { choose: string; hint: string; tooLarge: string };
  /** A name on the hidden input itself, where a picker gives it one. */
  inputLabel?: string;
}

/**
 * The hidden file input, the button that opens it and the hint that turns into an alert when
 * the file is too large; a fragment, so each picker places them in its own layout.
 */
export function PhotoChoiceControls({ choice, labels, inputLabel }: PhotoChoiceControlsProps) {
  const { inputProps, tooLarge } = choice;
  return (
    <>
      <input {...inputProps} aria-label={inputLabel} />
      <Button component="label" htmlFor={inputProps.id} startIcon={<AddAPhotoRounded />}>
        {labels.choose}
      </Button>
      <Typography
        variant="caption"
        color={tooLarge ? 'error' : 'text.secondary'}
        role={tooLarge ? 'alert' : undefined}
      >
        {tooLarge ? labels.tooLarge : labels.hint}
      </Typography>
    </>
  );
}
