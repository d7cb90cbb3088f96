import { Link } from '@tanstack/react-router';
import { useMessages } from '../../../i18n';
import {
  STORE_CATEGORIES,
  STORE_LIST_ROUTE,
  type StoreCategorySlug,
} from '../../../shared/store-categories';
import { CATEGORY_COPY } from './category-copy';
import { directoryMessages } from '../messages';
import styles from './directory-nav.module.css';

/** Tabs between the three categories and the e-voucher partners, under the page header. */
export function DirectoryTabs({ current }: { current: StoreCategorySlug | 'partners' }) {
  const t = useMessages(directoryMessages);
  return (
    <nav aria-label={t.categoriesLabel} className={styles.tabs}>
      {STORE_CATEGORIES.map(({ slug }) => (
        <Link
          key={slug}
          to={STORE_LIST_ROUTE}
          params={{ category: slug }}
          className={styles.tab}
          aria-current={current === slug ? 'page' : undefined}
        >
          {t[CATEGORY_COPY[slug].title]}
        </Link>
      ))}
      <Link
        to="/participating-merchant"
        className={styles.tab}
        aria-current={current === 'partners' ? 'page' : undefined}
      >
        {t.partnersLink}
      </Link>
    </nav>
  );
}

/** Links to the pages around the directory: e-vouchers, explore, collections. */
export function DirectoryMoreLinks() {
  const t = useMessages(directoryMessages);
  return (
    <nav aria-label={t.moreLinks} className={styles.more}>
      <h2 className={styles.moreTitle}>{t.moreLinks}</h2>
      <ul className={styles.moreList}>
        <li>
          <Link to="/evouchers" className={styles.moreLink}>
            {t.evouchersLink}
          </Link>
        </li>
        <li>
          <Link to="/explore" className={styles.moreLink}>
            {t.exploreLink}
          </Link>
        </li>
        <li>
          <Link to="/collections" className={styles.moreLink}>
            {t.collectionsLink}
          </Link>
        </li>
        <li>
          <Link to="/participating-merchant" className={styles.moreLink}>
            {t.partnersLink}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
