import styles from './segmented-control.module.css';

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
    <div
      role="group"
      aria-label={label}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      className={invalid ? `${styles.group} ${styles.invalid}` : styles.group}
    >
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          className={styles.segment}
          aria-pressed={option.value === value}
          // A segment stays chosen once picked: tapping it again changes nothing.
          onClick={() => {
            if (option.value !== value) onChange(option.value);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
