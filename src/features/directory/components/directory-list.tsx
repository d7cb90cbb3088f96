import { useDeferredValue, useEffect, useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { useDrawnOnApproach } from '../../../components/ui/use-drawn-on-approach';
import { useNow } from '../../../components/ui/use-now';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { useIsHydrating } from '../../../lib/hydrating';
import { format, useMessages } from '../../../i18n';
import { storeCategoryIdOfSlug, type StoreCategorySlug } from '../../../shared/store-categories';
import { categoryDirectoryQueryOptions } from '../api/queries';
import {
  filtersFromSearch,
  hasActiveFilters,
  type DirectorySearch,
} from '../model/directory-search';
import {
  availableLetters,
  canFilterOpenNow,
  countBySubCategory,
  filterMerchants,
} from '../model/filter-merchants';
import { CATEGORY_COPY } from './category-copy';
import { DirectoryFilters } from './directory-filters';
import { directoryMessages } from '../messages';
import { DirectoryMoreLinks, DirectoryTabs } from './directory-nav';
import { MerchantCard, MerchantGrid } from './merchant-card';
import styles from './directory-list.module.css';

/**
 * Stores drawn in the first paint of a list that has just been fetched (two screens on a wide
 * desktop), and as many again each time the visitor nears the end of what is drawn.
 */
export const FIRST_PAINT_STORES = 24;
/**
 * Stores the server draws (and hydration, the same): more than the first screen shows on any
 * device (three on a phone below the filters, four rows of three at 1280 px). Each card drawn is
 * server time for every visitor of a page drawn cold; the rest are drawn from what the page
 * carries, with no further call, as the visitor scrolls towards them.
 */
export const SERVER_DRAWN_STORES = 12;
/** Directory data younger than this when the list mounts has just come from the network. */
const JUST_FETCHED_MS = 2000;
/**
 * Categories whose list this page has drawn already. Drawn again, it is a return (Back), which
 * must be whole at once even when the directory was fetched a moment ago: a store opened from the
 * list fetches it for the store's listing, and Back within two seconds drew the list in steps,
 * so scroll restoration landed a few screens short.
 */
const listsDrawn = new Set<StoreCategorySlug>();

export interface DirectoryListProps {
  category: StoreCategorySlug;
  search: DirectorySearch;
  onSearchChange: (next: DirectorySearch, options?: { replace?: boolean }) => void;
}

/** A category's directory: filters mirrored in the URL by the route, a live count and the stores. */
export function DirectoryList({ category, search, onSearchChange }: DirectoryListProps) {
  const t = useMessages(directoryMessages);
  const copy = CATEGORY_COPY[category];
  usePageMeta({ title: t[copy.title], description: t[copy.description] });
  const { data, dataUpdatedAt } = useSuspenseQuery(categoryDirectoryQueryOptions(category));
  const now = useNow(60_000);
  const categoryId = storeCategoryIdOfSlug(category);
  // The filters show at once what the visitor sets (directory-filters.tsx); the stores and
  // counts follow the address as a deferred render, which React does in slices, giving way to
  // the next tap.
  const listSearch = useDeferredValue(search);

  const openNowOffered = useMemo(() => canFilterOpenNow(data.merchants), [data.merchants]);
  // A link asking for "Open now" where no store publishes hours would only ever show none.
  const filters = useMemo(
    () => ({
      ...filtersFromSearch(listSearch),
      categoryId,
      ...(!openNowOffered && { openNow: undefined }),
    }),
    [listSearch, categoryId, openNowOffered],
  );
  const shown = useMemo(
    () => filterMerchants(data.merchants, filters, now),
    [data.merchants, filters, now],
  );
  // A first visit draws a screenful or two of stores: the page the server drew (its first screen,
  // and hydration the same, however long hydration takes), or data that has just arrived. A list
  // drawn from the cache is usually a return (Back, a reload), where scroll restoration needs
  // every store in place at once, or it lands a screenful away from where the visitor left.
  const serverDrawing = useIsHydrating();
  const { drawn, total, more, grid, end, showAll } = useDrawnOnApproach(
    shown,
    () =>
      serverDrawing
        ? SERVER_DRAWN_STORES
        : !listsDrawn.has(category) && Date.now() - dataUpdatedAt < JUST_FETCHED_MS
          ? FIRST_PAINT_STORES
          : Infinity,
    FIRST_PAINT_STORES,
  );
  useEffect(() => {
    listsDrawn.add(category);
  }, [category]);
  const subCategoryCounts = useMemo(
    () => countBySubCategory(data.merchants, filters, now),
    [data.merchants, filters, now],
  );
  const totalForSubCategories = useMemo(
    () => filterMerchants(data.merchants, { ...filters, subCategoryId: undefined }, now).length,
    [data.merchants, filters, now],
  );
  const letters = useMemo(
    () => availableLetters(data.merchants, filters, now),
    [data.merchants, filters, now],
  );
  const { subCategories } = data;
  const filtered = hasActiveFilters(search);
  const clear = () => onSearchChange({});

  return (
    <>
      <PageHeader title={t[copy.title]} lead={t[copy.lead]}>
        <DirectoryTabs current={category} />
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <DirectoryFilters
          search={search}
          onSearchChange={onSearchChange}
          subCategories={subCategories}
          subCategoryCounts={subCategoryCounts}
          totalForSubCategories={totalForSubCategories}
          availableLetters={letters}
          openNowOffered={openNowOffered}
        />
        <div className={styles.resultsBar}>
          <h2 className="visually-hidden">{t.listLabel}</h2>
          <p className={styles.count} role="status" aria-live="polite">
            {format(shown.length === 1 ? t.countOne : t.countMany, { n: shown.length })}
          </p>
          {filtered && (
            <Button variant="secondary" onClick={clear}>
              {t.clearFilters}
            </Button>
          )}
        </div>
        {shown.length === 0 ? (
          <EmptyState
            title={t.emptyTitle}
            message={t.emptyMessage}
            action={filtered ? <Button onClick={clear}>{t.clearFilters}</Button> : undefined}
          />
        ) : (
          <>
            <MerchantGrid ref={grid} label={t[copy.title]}>
              {drawn.map((merchant) => (
                <MerchantCard
                  key={merchant.id}
                  merchant={merchant}
                  category={category}
                  now={now}
                  subCategoryId={listSearch.sub}
                />
              ))}
            </MerchantGrid>
            {more && (
              <div ref={end} className={styles.more}>
                <Button variant="secondary" onClick={showAll}>
                  {format(t.showAllStores, { n: total })}
                </Button>
              </div>
            )}
          </>
        )}
        <DirectoryMoreLinks />
      </div>
    </>
  );
}

/** What a category's directory shows while it loads. */
export function DirectoryListSkeleton({ category }: { category: StoreCategorySlug }) {
  const t = useMessages(directoryMessages);
  const copy = CATEGORY_COPY[category];
  return (
    <>
      <PageHeader title={t[copy.title]} lead={t[copy.lead]}>
        <DirectoryTabs current={category} />
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <CardGridSkeleton label={t.loading} count={9} />
      </div>
    </>
  );
}
