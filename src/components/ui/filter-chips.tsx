import styles from './filter-chips.module.css';

export interface ChipOption<V extends string> {
  value: V;
  label: string;
  count?: number;
}

/**
 * A group of filter chips (single choice, or several with `multiple`), as toggle buttons with
 * aria-pressed. The caller mirrors the choice in the URL's search params.
 */
export function FilterChips<V extends string>({
  label,
  options,
  selected,
  onToggle,
}: {
  label: string;
  options: ChipOption<V>[];
  selected: readonly V[];
  onToggle: (value: V) => void;
}) {
  return (
    <div role="group" aria-label={label} className={styles.chips}>
      {options.map((option) => {
        const pressed = selected.includes(option.value);
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            className={styles.chip}
            onClick={() => onToggle(option.value)}
          >
            {option.label}
            {option.count !== undefined && <span className={styles.count}>{option.count}</span>}
          </button>
        );
      })}
    </div>
  );
}
