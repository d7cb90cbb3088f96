/** The legend under the months: a colour swatch and a label per entry. */
import type { LegendItem } from './types';
import styles from './picker-panel.module.css';

export function PickerLegend({ items, label }: { items: readonly LegendItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.legend} aria-label={label}>
      {items.map((item) => (
        <li key={`${item.label}-${item.color}`} className={styles.legendItem}>
          <span className={styles.swatch} style={{ background: item.color }} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
