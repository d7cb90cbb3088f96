import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
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
import { collectionsQueryOptions } from '../api/get-collections';
import { collectionMessages } from '../messages';

/** The collections as cards. */
export function CollectionList() {
  const t = useMessages(collectionMessages);
  const language = useLanguage();
  usePageMeta({ title: t.listTitle, description: t.listDescription });
  const { data } = useSuspenseQuery(collectionsQueryOptions());
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
      {data.map((collection) => (
        <Card
          key={collection.id}
          to="/collections/$id"
          params={{ id: collection.id }}
          imageUrl={collection.imageUrl}
          title={localizedTitle(language, collection.title, collection.titleZh)}
          titleLang={localizedTitleLang(language, collection.titleZh)}
          meta={format(t.storeCount, { n: collection.merchantCodes.length })}
        >
          {collection.description && (
            <CardSummary lang={localizedTitleLang(language, collection.descriptionZh)}>
              {localizedTitle(language, collection.description, collection.descriptionZh)}
            </CardSummary>
          )}
        </Card>
      ))}
    </CardListPage>
  );
}

export function CollectionListSkeleton() {
  const t = useMessages(collectionMessages);
  return <CardListPageSkeleton title={t.listTitle} lead={t.listLead} loadingLabel={t.loading} />;
}
