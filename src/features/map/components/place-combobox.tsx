/**
 * A text field that suggests places as you type (the ARIA 1.2 combobox with a listbox): arrow keys
 * move through the suggestions, Enter picks one, Escape closes the list. Used for the map's search
 * and for the route's start and destination.
 */
import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { X } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import styles from './map-panels.module.css';

export interface PlaceOption {
  /** A place key ('unit:#02-608'), or 'nearest:toilet'. */
  key: string;
  label: string;
  detail?: string;
  group: string;
  icon?: LucideIcon;
}

interface PlaceComboboxProps {
  label: string;
  placeholder: string;
  /** The option currently chosen (its label fills the field while not typing). */
  value: PlaceOption | undefined;
  /** Suggestions for what is typed ('' for the suggestions of an empty field). */
  suggest: (query: string) => PlaceOption[];
  onSelect: (option: PlaceOption) => void;
  onClear: () => void;
  /** Shown under the field when typing finds nothing. */
  noMatches: (query: string) => string;
  clearLabel: string;
  icon?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

export function PlaceCombobox({
  label,
  placeholder,
  value,
  suggest,
  onSelect,
  onClear,
  noMatches,
  clearLabel,
  icon,
  inputRef,
}: PlaceComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = text ?? '';
  const options = open ? suggest(text === undefined ? '' : query) : [];
  const shown = text ?? value?.label ?? '';
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (option: PlaceOption) => {
    onSelect(option);
    setText(undefined);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        options.length === 0 ? 0 : (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else if (text !== undefined) setText(undefined);
    }
  };

  // Group headings in the order the options come.
  const groups: { name: string; items: { option: PlaceOption; index: number }[] }[] = [];
  options.forEach((option, index) => {
    const group = groups.at(-1);
    if (group && group.name === option.group) group.items.push({ option, index });
    else groups.push({ name: option.group, items: [{ option, index }] });
  });
  const expanded = open && options.length > 0;

  return (
    <div className={styles.combo}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.comboField}>
        {icon}
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && options[active] ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={shown}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setText(undefined);
          }}
          onKeyDown={onKeyDown}
          className={styles.comboInput}
        />
        {(value || text) && (
          <button
            type="button"
            className={styles.comboClear}
            aria-label={clearLabel}
            onClick={() => {
              setText(undefined);
              onClear();
            }}
          >
            <X size={18} aria-hidden="true" />
          </button>
        )}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        className={expanded ? styles.listbox : styles.listboxHidden}
      >
        {groups.map((group) => (
          <div key={`${group.name}-${group.items[0]!.index}`} role="group" aria-label={group.name}>
            <div className={styles.optionGroup} aria-hidden="true">
              {group.name}
            </div>
            {group.items.map(({ option, index }) => {
              const Icon = option.icon;
              return (
                <div
                  key={option.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  className={styles.option}
                  // Picked on press, with the default prevented, so the field keeps the focus (the
                  // keyboard path is the field's own arrow keys and Enter).
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(option);
                  }}
                >
                  {Icon && <Icon size={16} aria-hidden="true" className={styles.optionIcon} />}
                  <span className={styles.optionText}>
                    <span className={styles.optionLabel}>{option.label}</span>
                    {option.detail && (
                      <span className={styles.optionDetail}> · {option.detail}</span>
                    )}
                  </span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {open && text !== undefined && query.trim() !== '' && options.length === 0 && (
        <p role="status" className={styles.noMatches}>
          {noMatches(query.trim())}
        </p>
      )}
    </div>
  );
}
