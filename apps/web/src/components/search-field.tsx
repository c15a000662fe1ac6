import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes } from 'react';
import { Icon } from './icon';
import { searchIcon } from './icons/search';
import fieldStyles from './text-field.module.css';
import styles from './search-field.module.css';

interface SearchFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'className'
> {
  /** What is searched for, which names the field (a searchbox). */
  label: string;
  /** On the field's wrapper, to size it in its row. */
  className?: string;
}

/**
 * A search box: the outlined text field with a magnifier at its start and its label raised
 * onto the outline (as Material draws a field with an icon before its text).
 */
export function SearchField({ label, className, ...input }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={clsx(fieldStyles.shrink, className)}>
      <div className={fieldStyles.box}>
        <Icon path={searchIcon} className={styles.icon} />
        <input
          {...input}
          id={id}
          type="search"
          className={clsx(fieldStyles.input, styles.input)}
          placeholder={input.placeholder ?? ' '}
        />
        <label htmlFor={id} className={fieldStyles.label}>
          {label}
        </label>
      </div>
    </div>
  );
}
