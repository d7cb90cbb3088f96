import { useSuspenseQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { Notice } from '../../../components/ui/forms/notice';
import { useNow } from '../../../components/ui/use-now';
import { format, useLanguage, useMessages } from '../../../i18n';
import { describeAge } from '../../../lib/data-age';
import { searchQueryOptions } from '../api/queries';
import {
  SEARCH_KINDS,
  totalHits,
  type SearchKind,
  type SearchResults,
} from '../model/search-results';
import { EventHitRow, PageHitRow, PromotionHitRow, StoreHitRow } from './search-hits';
import { searchMessages } from '../messages';
import { SearchSuggestions } from './search-suggestions';
import styles from './search.module.css';

interface SearchPageProps {
  /** The normalised query from the URL; '' shows the prompt and sends nothing. */
  query: string;
}

/**
 * /search?q=: results grouped by kind with counts, or a prompt, or suggestions. The field is the
 * header's search bar, which the frame keeps open on this page with the query in it.
 */
export function SearchPage({ query }: SearchPageProps) {
  const t = useMessages(searchMessages);
  usePageMeta({
    title: query ? format(t.resultsTitle, { q: query }) : t.title,
    description: t.description,
  });
  return (
    <>
      <PageHeader title={query ? format(t.resultsTitle, { q: query }) : t.title} />
      <div className={`container ${styles.page}`}>
        {query ? (
          <SearchResultsView query={query} />
        ) : (
          <>
            <EmptyState title={t.promptTitle} message={t.promptMessage} />
            <SearchSuggestions />
          </>
        )}
      </div>
    </>
  );
}

const GROUP_TITLE: Record<SearchKind, 'stores' | 'promotions' | 'events' | 'pages'> = {
  stores: 'stores',
  promotions: 'promotions',
  events: 'events',
  pages: 'pages',
};

function SearchResultsView({ query }: { query: string }) {
  const t = useMessages(searchMessages);
  const { data } = useSuspenseQuery(searchQueryOptions(query));
  const total = totalHits(data);
  const kinds = SEARCH_KINDS.filter((kind) => data[kind].length > 0);

  const savedNote = data.saved && <SavedNote at={data.saved.at} />;

  if (total === 0) {
    return (
      <>
        {savedNote}
        <p className="visually-hidden" role="status" aria-live="polite">
          {format(t.emptyTitle, { q: query })}
        </p>
        <EmptyState title={format(t.emptyTitle, { q: query })} message={t.emptyMessage} />
        <SearchSuggestions />
      </>
    );
  }

  return (
    <>
      {savedNote}
      <p className={styles.summary} role="status" aria-live="polite">
        {format(total === 1 ? t.summaryOne : t.summaryMany, { n: total, q: query })}
      </p>
      <nav aria-label={t.groupsLabel} className={styles.jump}>
        {kinds.map((kind) => (
          <a key={kind} href={`#results-${kind}`} className={styles.jumpLink}>
            {t[GROUP_TITLE[kind]]} <span className={styles.jumpCount}>{data.totals[kind]}</span>
          </a>
        ))}
      </nav>
      {kinds.map((kind) => (
        <ResultGroup key={kind} kind={kind} results={data} />
      ))}
    </>
  );
}

/** Says the results come from the device, and how old its information is. */
function SavedNote({ at }: { at: number | undefined }) {
  const t = useMessages(searchMessages);
  const language = useLanguage();
  const now = useNow(30_000);
  return (
    <Notice tone="info">
      {at === undefined
        ? t.savedNoteUndated
        : format(t.savedNote, { age: describeAge(at, now, language) })}
    </Notice>
  );
}

function ResultGroup({ kind, results }: { kind: SearchKind; results: SearchResults }) {
  const t = useMessages(searchMessages);
  const shown = results[kind].length;
  const total = results.totals[kind];
  return (
    <section
      id={`results-${kind}`}
      className={styles.group}
      aria-labelledby={`results-${kind}-title`}
    >
      <h2 id={`results-${kind}-title`} className={styles.groupTitle}>
        {t[GROUP_TITLE[kind]]} <span className={styles.groupCount}>({total})</span>
      </h2>
      <ul className={styles.hits}>
        {kind === 'stores' && results.stores.map((hit) => <StoreHitRow key={hit.id} hit={hit} />)}
        {kind === 'promotions' &&
          results.promotions.map((hit) => <PromotionHitRow key={hit.id} hit={hit} />)}
        {kind === 'events' && results.events.map((hit) => <EventHitRow key={hit.id} hit={hit} />)}
        {kind === 'pages' && results.pages.map((hit) => <PageHitRow key={hit.slug} hit={hit} />)}
      </ul>
      {total > shown && <p className={styles.more}>{format(t.showingFirst, { shown, total })}</p>}
    </section>
  );
}

/** The search page while results load. */
export function SearchPageSkeleton({ query }: SearchPageProps) {
  const t = useMessages(searchMessages);
  return (
    <>
      <PageHeader title={query ? format(t.resultsTitle, { q: query }) : t.title} />
      <div className={`container ${styles.page}`} role="status" aria-live="polite">
        <span className="visually-hidden">{t.loading}</span>
        <div className={styles.skeleton} aria-hidden="true">
          <Skeleton height="1.4em" width="40%" />
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height="4.5em" />
          ))}
        </div>
      </div>
    </>
  );
}
