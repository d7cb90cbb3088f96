import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardGrid } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { format, localizedTitle, useLanguage, useMessages } from '../../../i18n';
import { collectionsQueryOptions } from '../api/get-collections';
import { collectionMessages } from './collection-messages';
import styles from './collections.module.css';

/** The collections as cards. */
export function CollectionList() {
  const t = useMessages(collectionMessages);
  const language = useLanguage();
  usePageMeta({ title: t.listTitle, description: t.listDescription });
  const { data } = useSuspenseQuery(collectionsQueryOptions());
  return (
    <>
      <PageHeader title={t.listTitle} lead={t.listLead} />
      <div className={`container ${styles.page}`}>
        {data.length === 0 ? (
          <EmptyState
            title={t.emptyTitle}
            message={t.emptyMessage}
            action={
              <Link to="/store_categories/dining" className={buttonClass()}>
                {t.browseDirectory}
              </Link>
            }
          />
        ) : (
          <>
            <h2 className="visually-hidden">{t.listTitle}</h2>
            <CardGrid label={t.listTitle}>
              {data.map((collection) => (
                <Card
                  key={collection.id}
                  to="/collections/$id"
                  params={{ id: collection.id }}
                  imageUrl={collection.imageUrl}
                  title={localizedTitle(language, collection.title, collection.titleZh)}
                  meta={format(t.storeCount, { n: collection.merchantCodes.length })}
                >
                  {collection.description && (
                    <p className={styles.summary}>{collection.description}</p>
                  )}
                </Card>
              ))}
            </CardGrid>
          </>
        )}
      </div>
    </>
  );
}

export function CollectionListSkeleton() {
  const t = useMessages(collectionMessages);
  return (
    <>
      <PageHeader title={t.listTitle} lead={t.listLead} />
      <div className={`container ${styles.page}`}>
        <CardGridSkeleton label={t.loading} />
      </div>
    </>
  );
}
