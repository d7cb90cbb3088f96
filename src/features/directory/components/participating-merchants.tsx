import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FilterChips } from '../../../components/ui/filter-chips';
import { PageHeader } from '../../../components/ui/page-header';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { useNow } from '../../../components/ui/use-now';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { format, useLanguage, useMessages } from '../../../i18n';
import { STORE_CATEGORIES, type StoreCategorySlug } from '../../../shared/store-categories';
import { directoryQueryOptions } from '../api/queries';
import type { Merchant } from '../model/merchant';
import { matchesQuery } from '../model/filter-merchants';
import type { PartnerSearch } from '../model/partner-search';
import { directoryMessages } from '../messages';
import { DirectoryMoreLinks, DirectoryTabs } from './directory-nav';
import { DirectorySearchBox } from './directory-search-box';
import { MerchantCard, MerchantGrid } from './merchant-card';
import styles from './directory-list.module.css';

const ALL = 'all';

/** The e-voucher partners: merchants from the directory's participatingMerchants, grouped by category. */
export function ParticipatingMerchants({
  search,
  onSearchChange,
}: {
  search: PartnerSearch;
  onSearchChange: (next: PartnerSearch, options?: { replace?: boolean }) => void;
}) {
  const t = useMessages(directoryMessages);
  const language = useLanguage();
  usePageMeta({ title: t.partnersTitle, description: t.partnersDescription });
  const { data } = useSuspenseQuery(directoryQueryOptions());
  const now = useNow(60_000);

  const partners = useMemo(
    () => data.merchants.filter((m) => m.isPartner && (!search.q || matchesQuery(m, search.q))),
    [data.merchants, search.q],
  );
  const groups = STORE_CATEGORIES.map((category) => ({
    ...category,
    merchants: partners.filter((m: Merchant) => m.categoryId === category.id),
  }));
  const shownGroups = groups.filter(
    (group) => (!search.category || group.slug === search.category) && group.merchants.length > 0,
  );
  const shownCount = shownGroups.reduce((sum, group) => sum + group.merchants.length, 0);
  const filtered = Boolean(search.category || search.q);

  return (
    <>
      <PageHeader title={t.partnersTitle} lead={t.partnersLead}>
        <DirectoryTabs current="partners" />
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <DirectorySearchBox
          value={search.q}
          onChange={(q) => onSearchChange({ ...search, q }, { replace: true })}
        />
        <FilterChips<StoreCategorySlug | typeof ALL>
          label={t.partnersCategoryLabel}
          options={[
            { value: ALL, label: t.allCategories, count: partners.length },
            ...groups.map((group) => ({
              value: group.slug,
              label: language === 'ch' ? group.nameZh : group.name,
              count: group.merchants.length,
            })),
          ]}
          selected={[search.category ?? ALL]}
          onToggle={(value) =>
            onSearchChange({
              ...search,
              category: value === ALL || value === search.category ? undefined : value,
            })
          }
        />
        <div className={styles.resultsBar}>
          <p className={styles.count} role="status" aria-live="polite">
            {format(shownCount === 1 ? t.countOne : t.countMany, { n: shownCount })}
          </p>
          {filtered && (
            <Button variant="secondary" onClick={() => onSearchChange({})}>
              {t.clearFilters}
            </Button>
          )}
        </div>
        {shownGroups.length === 0 ? (
          <EmptyState title={t.emptyTitle} message={t.emptyMessage} />
        ) : (
          shownGroups.map((group) => (
            <section
              key={group.slug}
              className={styles.group}
              aria-labelledby={`partners-${group.slug}`}
            >
              <h2 id={`partners-${group.slug}`} className={styles.relatedTitle}>
                {language === 'ch' ? group.nameZh : group.name}{' '}
                <span className={styles.groupCount}>({group.merchants.length})</span>
              </h2>
              <MerchantGrid label={language === 'ch' ? group.nameZh : group.name}>
                {group.merchants.map((merchant) => (
                  <MerchantCard
                    key={merchant.id}
                    merchant={merchant}
                    category={group.slug}
                    now={now}
                  />
                ))}
              </MerchantGrid>
            </section>
          ))
        )}
        <DirectoryMoreLinks />
      </div>
    </>
  );
}

export function ParticipatingMerchantsSkeleton() {
  const t = useMessages(directoryMessages);
  return (
    <>
      <PageHeader title={t.partnersTitle} lead={t.partnersLead}>
        <DirectoryTabs current="partners" />
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <CardGridSkeleton label={t.loading} count={9} />
      </div>
    </>
  );
}
