import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import styles from './choice-group.module.css';

/** What each control of a refused group carries, so that its refusal is read with it. */
export interface RefusalAttributes {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface ChoiceGroupProps {
  /** The question, which names the group. */
  legend: ReactNode;
  /** One answer of a few (radios), rather than any number of them (checkboxes). */
  radios?: boolean;
  /** The controls side by side, wrapping, rather than one under another. */
  row?: boolean;
  /** Refused: the question and the controls turn red. */
  refused?: boolean;
  /** Why, under the controls while refused. */
  refusal?: string;
  /** The controls, each given what ties it to the refusal. */
  children: (refusedBy: RefusalAttributes) => ReactNode;
}

/** A question over its checkboxes or radios (Material's form group), its refusal under them. */
export function ChoiceGroup({ legend, radios, row, refused, refusal, children }: ChoiceGroupProps) {
  const refusalId = useId();
  const said = refused && refusal;
  const refusedBy: RefusalAttributes = refused
    ? { 'aria-invalid': true, ...(said && { 'aria-describedby': refusalId }) }
    : {};
  return (
    <fieldset
      role={radios ? 'radiogroup' : undefined}
      className={clsx(styles.group, refused && styles.refused)}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={row ? styles.row : styles.column}>{children(refusedBy)}</div>
      {said && (
        <p id={refusalId} className={styles.refusal}>
          {refusal}
        </p>
      )}
    </fieldset>
  );
}
