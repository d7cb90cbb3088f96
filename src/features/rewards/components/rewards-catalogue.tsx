import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { CardGrid } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FilterChips } from '../../../components/ui/filter-chips';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { format, useMessages } from '../../../i18n';
import { rewardsQueryOptions } from '../api/queries';
import {
  REWARD_SORTS,
  REWARD_TYPES,
  selectRewards,
  type RewardSort,
  type RewardType,
} from '../model/catalogue';
import { RewardCard } from './reward-card';
import { rewardMessages } from '../messages';
import styles from './rewards.module.css';

export interface CatalogueChoice {
  type?: RewardType;
  sort?: RewardSort;
}

/** The rewards catalogue: type chips and a sort menu, both mirrored in the URL by the route. */
export function RewardsCatalogue({
  type,
  sort,
  onChange,
}: CatalogueChoice & { onChange: (next: CatalogueChoice) => void }) {
  const t = useMessages(rewardMessages);
  usePageMeta({ title: t.listTitle, description: t.listDescription });
  const sortId = useId();
  const { data } = useSuspenseQuery(rewardsQueryOptions());
  const shown = selectRewards(data, type, sort);
  const typeLabels: Record<RewardType, string> = { evoucher: t.evoucher, carpark: t.carpark };
  const sortLabels: Record<RewardSort, string> = { points: t.sortPoints, expiry: t.sortExpiry };

  return (
    <>
      <PageHeader title={t.listTitle} lead={t.listLead} />
      <div className={`container ${styles.list}`}>
        <div className={styles.toolbar}>
          <FilterChips
            label={t.filterLabel}
            options={REWARD_TYPES.map((value) => ({
              value,
              label: typeLabels[value],
              count: data.filter((r) => r.kind === value).length,
            }))}
            selected={type ? [type] : []}
            onToggle={(value) => onChange({ type: value === type ? undefined : value, sort })}
          />
          <div className={styles.sort}>
            <label htmlFor={sortId}>{t.sortLabel}</label>
            <select
              id={sortId}
              value={sort ?? 'points'}
              onChange={(e) =>
                onChange({
                  type,
                  sort: e.target.value === 'points' ? undefined : (e.target.value as RewardSort),
                })
              }
            >
              {REWARD_SORTS.map((value) => (
                <option key={value} value={value}>
                  {sortLabels[value]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className={styles.count} aria-live="polite">
          {format(shown.length === 1 ? t.countOne : t.countMany, { n: shown.length })}
        </p>
        {shown.length === 0 ? (
          <EmptyState
            title={t.emptyTitle}
            message={type ? t.emptyFiltered : t.emptyAll}
            action={
              type ? <Button onClick={() => onChange({ sort })}>{t.showAll}</Button> : undefined
            }
          />
        ) : (
          <CardGrid label={t.listTitle} headingLevel={2}>
            {shown.map((reward) => (
              <RewardCard key={reward.id} reward={reward} />
            ))}
          </CardGrid>
        )}
      </div>
    </>
  );
}
