import { Link } from '@tanstack/react-router';
import { useMessages } from '../../../i18n';
import { STORE_LIST_ROUTE } from '../../../shared/store-categories';
import { searchMessages } from '../messages';
import styles from './search.module.css';

/** Where to go instead: the directory's categories and the busiest lists. */
export function SearchSuggestions() {
  const t = useMessages(searchMessages);
  return (
    <nav aria-label={t.suggestions} className={styles.suggestions}>
      <h2 className={styles.suggestionsTitle}>{t.suggestions}</h2>
      <ul className={styles.suggestionList}>
        <li>
          <Link to={STORE_LIST_ROUTE} params={{ category: 'dining' }} className={styles.suggestion}>
            {t.dining}
          </Link>
        </li>
        <li>
          <Link
            to={STORE_LIST_ROUTE}
            params={{ category: 'shopping' }}
            className={styles.suggestion}
          >
            {t.shopping}
          </Link>
        </li>
        <li>
          <Link
            to={STORE_LIST_ROUTE}
            params={{ category: 'services_amenities' }}
            className={styles.suggestion}
          >
            {t.services}
          </Link>
        </li>
        <li>
          <Link to="/promotions" className={styles.suggestion}>
            {t.allPromotions}
          </Link>
        </li>
        <li>
          <Link to="/events" className={styles.suggestion}>
            {t.allEvents}
          </Link>
        </li>
        <li>
          <Link to="/participating-merchant" className={styles.suggestion}>
            {t.evoucherPartners}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
