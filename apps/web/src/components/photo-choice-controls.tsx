import { useRef } from 'react';
import type { PhotoChoice } from '@/lib/use-photo-choice';
import { Button } from './button';
import { Icon } from './icon';
import { addAPhotoIcon } from './icons/add-a-photo';
import styles from './photo-choice-controls.module.css';

interface PhotoChoiceControlsProps {
  choice: PhotoChoice;
  /** The button's text, the hint under it, and what the hint says of a file too large. */
  labels: { choose: string; hint: string; tooLarge: string };
  /** The hidden input's own name, where a picker gives it one; else the button's text. */
  inputLabel?: string;
}

/**
 * The hidden file input, the button that opens it and the hint that turns into an alert when
 * the file is too large; a fragment, so each picker places them in its own layout.
 */
export function PhotoChoiceControls({ choice, labels, inputLabel }: PhotoChoiceControlsProps) {
  const { inputProps, tooLarge } = choice;
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input {...inputProps} ref={input} aria-label={inputLabel ?? labels.choose} />
      <Button startIcon={<Icon path={addAPhotoIcon} />} onClick={() => input.current?.click()}>
        {labels.choose}
      </Button>
      <span
        className={tooLarge ? styles.tooLarge : styles.hint}
        role={tooLarge ? 'alert' : undefined}
      >
        {tooLarge ? labels.tooLarge : labels.hint}
      </span>
    </>
  );
}
