import { useId, useState } from 'react';
import { Search } from 'lucide-react';
import { useMessages } from '../../../i18n';
import { MAX_SEARCH_LENGTH } from '../api/get-search';
import { searchMessages } from './search-messages';
import styles from './search.module.css';

/** The search page's own field: submitting puts the query in the URL (`/search?q=`). */
export function SearchForm({
  query,
  onSearch,
}: {
  query: string;
  onSearch: (query: string) => void;
}) {
  const t = useMessages(searchMessages);
  const id = useId();
  const [text, setText] = useState(query);
  // A new query in the URL (Back, the header's search bar) replaces what is in the field.
  const [seen, setSeen] = useState(query);
  if (query !== seen) {
    setSeen(query);
    setText(query);
  }
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t.label}
      </label>
      <div className={styles.field}>
        <Search size={20} aria-hidden="true" className={styles.icon} />
        <input
          id={id}
          type="search"
          name="q"
          className={styles.input}
          value={text}
          placeholder={t.placeholder}
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className={styles.submit}>
        {t.submit}
      </button>
    </form>
  );
}
