import { clsx } from 'clsx';
import {
  useId,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Icon } from './icon';
import { expandMoreIcon } from './icons/expand-more';
import styles from './text-field.module.css';

interface FieldLook {
  /** Empty for a field in a grid whose column names it (its control then has an aria-label). */
  label: string;
  /** Why the value is refused; shown under the field and read with it. */
  error?: string;
  /** Refused, the reason said under the row the field is in: drawn and read as refused. */
  invalid?: boolean;
  /** A line under the field while nothing is refused (what is left of a limit, say). */
  helper?: string;
  /** The denser field of a filter row. */
  size?: 'medium' | 'small';
  /** On the field's wrapper, to size it in its row. */
  className?: string;
}

export interface TextFieldProps
  extends FieldLook, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'className'> {
  /** Keeps the label above the field, so a placeholder shows before the field is focused. */
  shrinkLabel?: boolean;
  /** A control at the field's end, e.g. the password's show/hide button. */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** An outlined text field with a floating label and its error under it. */
export function TextField(props: TextFieldProps) {
  const { look, control } = lookApart(props);
  const { shrinkLabel, end, ...input } = control;
  const id = useId();
  return (
    <Field id={id} look={look} shrink={shrinkLabel} end={end} required={input.required}>
      <input
        {...input}
        id={id}
        className={styles.input}
        // A blank placeholder lets CSS tell an empty field, to float the label.
        placeholder={input.placeholder ?? ' '}
        {...lineAttributes(id, look)}
      />
    </Field>
  );
}

export interface TextAreaProps
  extends FieldLook, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A text of a few lines (a message), growing with what is written up to four lines. */
export function TextArea(props: TextAreaProps) {
  const { look, control: area } = lookApart(props);
  const id = useId();
  const rows = { '--rows': area.rows ?? 1 } as CSSProperties;
  return (
    <Field id={id} look={look} shrink={false} end={null} required={area.required}>
      <textarea
        rows={1}
        {...area}
        id={id}
        className={`${styles.input} ${styles.area}`}
        style={rows}
        placeholder={area.placeholder ?? ' '}
        {...lineAttributes(id, look)}
      />
    </Field>
  );
}

export interface SelectFieldProps
  extends FieldLook, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'className'> {
  /** `<option>`s. */
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A choice from a list, drawn as the outlined field; the phone shows its own picker. */
export function SelectField(props: SelectFieldProps) {
  const { look, control: select } = lookApart(props);
  const id = useId();
  return (
    <Field
      id={id}
      look={look}
      shrink
      end={<Icon path={expandMoreIcon} className={styles.chevron} />}
    >
      <select
        {...select}
        id={id}
        className={`${styles.input} ${styles.select}`}
        {...lineAttributes(id, look)}
      />
    </Field>
  );
}

/** A field's props parted: how the field looks, and what its control takes. */
function lookApart<Props extends FieldLook>(props: Props) {
  const { label, error, invalid, helper, size, className, ...control } = props;
  return { look: { label, error, invalid, helper, size, className }, control };
}

// The line under the field (the refusal, or the helper) is read with it.
const lineAttributes = (id: string, { error, invalid, helper }: FieldLook) => ({
  'aria-invalid': error || invalid ? true : undefined,
  'aria-describedby': error || helper ? `${id}-line` : undefined,
});

interface FieldProps {
  id: string;
  look: FieldLook;
  shrink: boolean | undefined;
  end: ReactNode;
  /** An asterisk after the label, as Material marks a required field. */
  required?: boolean;
  children: ReactNode;
}

/** The outline, the label after the control (CSS floats it from the control's state), the error. */
function Field({ id, look, shrink, end, required, children }: FieldProps) {
  const { label, error, invalid, helper, size, className } = look;
  const line = error ?? helper;
  const classes = [
    (error || invalid) && styles.invalid,
    shrink && styles.shrink,
    size === 'small' && styles.small,
    className,
  ];
  return (
    <div className={clsx(classes) || undefined}>
      <div className={styles.box}>
        {children}
        {label && (
          <label htmlFor={id} className={styles.label}>
            {label}
            {required && <span aria-hidden> *</span>}
          </label>
        )}
        {end}
      </div>
      {line && (
        <p id={`${id}-line`} className={styles.helper}>
          {line}
        </p>
      )}
    </div>
  );
}
