import type { ReactNode, Ref } from 'react';
import { format } from '../../i18n';
import { Button } from './button';
import { CardGrid } from './card';
import { EmptyState } from './empty-state';
import { FilterChips, type ChipOption } from './filter-chips';
import { PageHeader } from './page-header';
import styles from './filtered-card-list.module.css';

/** The words of a FilteredCardListPage: the feature's messages have these keys. */
export interface FilteredCardListText {
  listTitle: string;
  listLead?: string;
  filterLabel: string;
  /** "{n} event" and "{n} events". */
  countOne: string;
  countMany: string;
  emptyTitle: string;
  /** Why nothing is shown: with a filter chosen, or with none. */
  emptyFiltered: string;
  emptyAll: string;
  showAll: string;
}

/**
 * A list page with one-choice filter chips (events, promotions): header, chips and a live count,
 * then the cards, or an empty state that offers to clear the filter. The caller owns the filter
 * (mirrored in the URL by its route) and decides which cards are shown; `shownCount` counts
 * them all, drawn or not. A caller that draws its cards as the visitor nears them
 * (ui/use-drawn-on-approach.ts) passes the grid's ref, the ref of the place after the cards the
 * hook watches (`endRef`), and while some are not drawn, the button there that draws them all.
 */
export function FilteredCardListPage<F extends string>({
  text,
  options,
  filter,
  onFilterChange,
  shownCount,
  headerAction,
  gridRef,
  endRef,
  showAll,
  children,
}: {
  text: FilteredCardListText;
  options: ChipOption<F>[];
  filter?: F;
  onFilterChange: (filter: F | undefined) => void;
  shownCount: number;
  /** Under the header's lead (a "Notify me" control). */
  headerAction?: ReactNode;
  gridRef?: Ref<HTMLUListElement>;
  endRef?: Ref<HTMLDivElement>;
  /** The button that draws every card, while some are not drawn. */
  showAll?: { label: string; onPress: () => void };
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={text.listTitle} lead={text.listLead}>
        {headerAction}
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <div className={styles.toolbar}>
          <FilterChips
            label={text.filterLabel}
            options={options}
            selected={filter ? [filter] : []}
            onToggle={(value) => onFilterChange(value === filter ? undefined : value)}
          />
          <p className={styles.count} aria-live="polite">
            {format(shownCount === 1 ? text.countOne : text.countMany, { n: shownCount })}
          </p>
        </div>
        {shownCount === 0 ? (
          <EmptyState
            title={text.emptyTitle}
            message={filter ? text.emptyFiltered : text.emptyAll}
            action={
              filter ? (
                <Button onClick={() => onFilterChange(undefined)}>{text.showAll}</Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <CardGrid ref={gridRef} label={text.listTitle} headingLevel={2}>
              {children}
            </CardGrid>
            {showAll && (
              <div ref={endRef} className={styles.more}>
                <Button variant="secondary" onClick={showAll.onPress}>
                  {showAll.label}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}
