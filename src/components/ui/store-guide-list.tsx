import type { ReactNode } from 'react';
import {
  useSuspenseQuery,
  type QueryKey,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import { format, localizedTitle, localizedTitleLang, useLanguage } from '../../i18n';
import { usePageMeta } from '../layout/use-page-meta';
import { buttonClass } from './button';
import { Card } from './card';
import { CardListPage, CardListPageSkeleton, CardSummary } from './card-list-page';

/** A guide to a set of stores (a collection, an explore guide) as its list card needs it. */
export interface StoreGuide {
  id: string;
  title: string;
  titleZh?: string;
  imageUrl?: string;
  merchantCodes: readonly string[];
}

/** The words of a list of store guides, from the feature's messages. */
export interface StoreGuideListMessages {
  listTitle: string;
  listLead: string;
  listDescription: string;
  emptyTitle: string;
  emptyMessage: string;
  browseDirectory: string;
  /** With `{n}`: how many stores a guide names. */
  storeCount: string;
  loading: string;
}

/**
 * The page of a feature's store guides (collections, explore): one card each with its store count,
 * and, when there are none, the way to the directory instead. The feature gives its query, its
 * detail route and its card's own parts (the summary, an explore guide's category badge).
 */
export function StoreGuideList<G extends StoreGuide, K extends QueryKey>({
  t,
  query,
  to,
  summary,
  badges,
}: {
  t: StoreGuideListMessages;
  query: UseSuspenseQueryOptions<G[], Error, G[], K>;
  to: LinkProps['to'];
  summary: (guide: G) => { text?: string; textZh?: string };
  badges?: (guide: G) => ReactNode;
}) {
  const language = useLanguage();
  usePageMeta({ title: t.listTitle, description: t.listDescription });
  const { data } = useSuspenseQuery(query);
  return (
    <CardListPage
      title={t.listTitle}
      lead={t.listLead}
      isEmpty={data.length === 0}
      empty={{
        title: t.emptyTitle,
        message: t.emptyMessage,
        action: (
          <Link
            to="/store_categories/$category"
            params={{ category: 'dining' }}
            className={buttonClass()}
          >
            {t.browseDirectory}
          </Link>
        ),
      }}
    >
      {data.map((guide) => {
        const { text, textZh } = summary(guide);
        return (
          <Card
            key={guide.id}
            to={to}
            params={{ id: guide.id }}
            imageUrl={guide.imageUrl}
            title={guide.title}
            titleZh={guide.titleZh}
            badges={badges?.(guide)}
            meta={format(t.storeCount, { n: guide.merchantCodes.length })}
          >
            {text && (
              <CardSummary lang={localizedTitleLang(language, textZh)}>
                {localizedTitle(language, text, textZh)}
              </CardSummary>
            )}
          </Card>
        );
      })}
    </CardListPage>
  );
}

/** The page of store guides while it loads. */
export function StoreGuideListSkeleton({ t }: { t: StoreGuideListMessages }) {
  return <CardListPageSkeleton title={t.listTitle} lead={t.listLead} loadingLabel={t.loading} />;
}
