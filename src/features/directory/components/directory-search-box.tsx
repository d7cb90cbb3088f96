import { useEffect, useId, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { useMessages } from '../../../i18n';
import { directoryMessages } from '../messages';
import styles from './directory-filters.module.css';

const TYPING_PAUSE_MS = 250;

/**
 * The directory's text search. What is typed reaches the URL after a short pause (replacing the
 * history entry, so Back leaves the page rather than undoing letters); Enter applies it at once.
 */
export function DirectorySearchBox({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const t = useMessages(directoryMessages);
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // The URL wins when it changes from elsewhere (Clear filters, Back), but the echo of what this
  // field sent must not overwrite letters typed since.
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<string | undefined>(undefined);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) setText(value ?? '');
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (next: string) => {
    clearTimeout(timer.current);
    const q = next.trim() || undefined;
    setSent(q);
    onChangeRef.current(q);
  };

  return (
    <form
      role="search"
      className={styles.searchForm}
      onSubmit={(event) => {
        event.preventDefault();
        apply(text);
      }}
    >
      <label htmlFor={id} className={styles.searchLabel}>
        {t.searchLabel}
      </label>
      <div className={styles.searchField}>
        <Search size={20} aria-hidden="true" className={styles.searchIcon} />
        <input
          id={id}
          type="search"
          className={styles.searchInput}
          value={text}
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => apply(next), TYPING_PAUSE_MS);
          }}
        />
        {text && (
          <button
            type="button"
            className={styles.clearButton}
            aria-label={t.clearSearch}
            onClick={() => {
              setText('');
              apply('');
            }}
          >
            <X size={18} aria-hidden="true" />
          </button>
        )}
      </div>
    </form>
  );
}
