import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import {
  CardListPage,
  CardListPageSkeleton,
  CardSummary,
} from '../../../components/ui/card-list-page';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import {
  format,
  localizedTitle,
  localizedTitleLang,
  useLanguage,
  useMessages,
} from '../../../i18n';
import { exploresQueryOptions } from '../api/get-explores';
import { exploreMessages } from '../messages';

/** The explore guides as cards. */
export function ExploreList() {
  const t = useMessages(exploreMessages);
  const language = useLanguage();
  usePageMeta({ title: t.listTitle, description: t.listDescription });
  const { data } = useSuspenseQuery(exploresQueryOptions());
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
      {data.map((explore) => (
        <Card
          key={explore.id}
          to="/explore/$id"
          params={{ id: explore.id }}
          imageUrl={explore.imageUrl}
          title={localizedTitle(language, explore.title, explore.titleZh)}
          titleLang={localizedTitleLang(language, explore.titleZh)}
          badges={
            explore.category ? (
              <Badge lang={localizedTitleLang(language, explore.categoryZh)}>
                {localizedTitle(language, explore.category, explore.categoryZh)}
              </Badge>
            ) : undefined
          }
          meta={format(t.storeCount, { n: explore.merchantCodes.length })}
        >
          {explore.summary && (
            <CardSummary lang={localizedTitleLang(language, explore.summaryZh)}>
              {localizedTitle(language, explore.summary, explore.summaryZh)}
            </CardSummary>
          )}
        </Card>
      ))}
    </CardListPage>
  );
}

export function ExploreListSkeleton() {
  const t = useMessages(exploreMessages);
  return <CardListPageSkeleton title={t.listTitle} lead={t.listLead} loadingLabel={t.loading} />;
}
