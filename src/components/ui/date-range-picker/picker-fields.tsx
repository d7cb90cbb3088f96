/**
 * The two fields that show the chosen dates and open the picker. Each is a button named exactly
 * "Check-in" / "Check-out", with the date (or "Add date") as its description, so it reads
 * "Check-in, button, 20 Nov 2026". In single-day mode there is one field, "Date": a single day has
 * no check-out. The date sits beside the button, inside the same field (the button covers it for
 * the pointer): inside, it would be visible text missing from the button's name (WCAG 2.5.3,
 * label in name).
 */
import type { Ref } from 'react';
import type { PickerMessages } from './messages';
import styles from './picker-fields.module.css';

export type FieldName = 'checkIn' | 'checkOut';

export interface PickerFieldsProps {
  idPrefix: string;
  checkInText: string | undefined;
  checkOutText: string | undefined;
  open: boolean;
  singleDay: boolean;
  /** The field whose dates the next click chooses, highlighted while open. */
  activeField: FieldName;
  panelId: string;
  messages: PickerMessages;
  checkInRef: Ref<HTMLButtonElement>;
  checkOutRef: Ref<HTMLButtonElement>;
  onOpen: (field: FieldName) => void;
}

export function PickerFields(props: PickerFieldsProps) {
  const { idPrefix, open, activeField, panelId, messages } = props;
  const field = (
    name: FieldName,
    label: string,
    text: string | undefined,
    ref: Ref<HTMLButtonElement>,
  ) => {
    const valueId = `${idPrefix}-${name}-value`;
    return (
      <div className={styles.field} data-active={open && activeField === name}>
        <button
          ref={ref}
          type="button"
          className={styles.fieldButton}
          aria-describedby={valueId}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => props.onOpen(name)}
        >
          {label}
        </button>
        <span id={valueId} className={text ? styles.value : styles.placeholder}>
          {text ?? messages.chooseDate}
        </span>
      </div>
    );
  };
  if (props.singleDay) {
    return (
      <div className={styles.fields}>
        {field('checkIn', messages.date, props.checkInText, props.checkInRef)}
      </div>
    );
  }
  return (
    <div className={styles.fields}>
      {field('checkIn', messages.checkIn, props.checkInText, props.checkInRef)}
      <span className={styles.arrow} aria-hidden="true">
        →
      </span>
      {field('checkOut', messages.checkOut, props.checkOutText, props.checkOutRef)}
    </div>
  );
}
