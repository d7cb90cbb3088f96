import type { ReactNode } from 'react';
import styles from './form-field.module.css';

/** The accessibility attributes a field's control must carry. */
export interface ControlProps {
  id: string;
  name: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

/**
 * A form field: label above, the control, then help and error text under it. The control gets
 * `aria-describedby` pointing at both and `aria-invalid` while there is an error, so screen readers
 * announce the problem with the field.
 */
export function FormField({
  id,
  label,
  help,
  error,
  required,
  children,
}: {
  id: string;
  label: string;
  help?: ReactNode;
  error?: string;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        name: id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        required,
      })}
      {help && (
        <p id={helpId} className={styles.help}>
          {help}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Class name for inputs, selects and text areas inside a FormField. */
export const controlClass = styles.control;
