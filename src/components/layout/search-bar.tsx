import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { useMessages } from '../../i18n';
import { searchMessages } from '../../i18n/frame';
import { afterNextPaint } from '../../lib/slices';
import styles from './search-bar.module.css';

export interface SearchBarProps {
  open: boolean;
  /** The query shown in the field (the page's `q` on /search). */
  initialQuery: string;
  /** Called with the trimmed, non-empty query. */
  onSearch: (query: string) => void;
  onClose: () => void;
}

/**
 * The full-width search bar that slides in under the header. Empty or blank queries are not
 * submitted: a hint under the field says what to type instead. Until it is first opened, only its
 * empty, hidden place is drawn (the header's toggle controls it): every page the server draws
 * would otherwise carry the closed bar's markup and its first-paint CSS, some 450 bytes of a
 * document that should fit the first round trip (issue 39). Once drawn it stays, field and all.
 */
export function SearchBar({ open, initialQuery, onSearch, onClose }: SearchBarProps) {
  const t = useMessages(searchMessages);
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [showHint, setShowHint] = useState(false);
  const [drawn, setDrawn] = useState(open);
  if (open && !drawn) setDrawn(true);

  // A new `q` (another search, back/forward) replaces what is in the field.
  const [shownInitial, setShownInitial] = useState(initialQuery);
  if (shownInitial !== initialQuery) {
    setShownInitial(initialQuery);
    setQuery(initialQuery);
    setShowHint(false);
  }

  // Opened by a tap, the field takes focus within it, which a phone needs to show its keyboard. A
  // page that opens with the bar (the search page) focuses it once it has painted, unless the
  // visitor has focused something meanwhile: in hydration's effects, the focus and the styles it
  // changes were the search page's longest task on a budget phone.
  const openAtMount = useRef(open);
  useEffect(() => {
    if (!open) return;
    if (!openAtMount.current) {
      inputRef.current?.focus();
      return;
    }
    openAtMount.current = false;
    return afterNextPaint(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) inputRef.current?.focus();
    });
  }, [open]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) {
      setShowHint(true);
      inputRef.current?.focus();
      return;
    }
    setShowHint(false);
    onSearch(trimmed);
  }

  if (!drawn) return <div id="site-search" hidden />;

  return (
    <div id="site-search" className={styles.bar} hidden={!open}>
      <form role="search" aria-label={t.label} className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          {t.label}
        </label>
        <div className={styles.field}>
          <Search size={20} aria-hidden="true" className={styles.icon} />
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="search"
            name="q"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={100}
            placeholder={t.placeholder}
            value={query}
            aria-describedby={showHint ? hintId : undefined}
            aria-invalid={showHint || undefined}
            onChange={(event) => {
              setQuery(event.target.value);
              if (showHint && event.target.value.trim()) setShowHint(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                onClose();
              }
            }}
          />
        </div>
        <button type="submit" className={styles.submit}>
          {t.submit}
        </button>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t.closeSearch}>
          <X size={22} aria-hidden="true" />
        </button>
      </form>
      <p id={hintId} className={styles.hint} role="status">
        {showHint ? t.emptyHint : ''}
      </p>
    </div>
  );
}
