import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardGrid } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { format, localizedTitle, useLanguage, useMessages } from '../../../i18n';
import { exploresQueryOptions } from '../api/get-explores';
import { exploreMessages } from './explore-messages';
import styles from './explore.module.css';

/** The explore guides as cards. */
export function ExploreList() {
  const t = useMessages(exploreMessages);
  const language = useLanguage();
  usePageMeta({ title: t.listTitle, description: t.listDescription });
  const { data } = useSuspenseQuery(exploresQueryOptions());
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
              {data.map((explore) => (
                <Card
                  key={explore.id}
                  to="/explore/$id"
                  params={{ id: explore.id }}
                  imageUrl={explore.imageUrl}
                  title={localizedTitle(language, explore.title, explore.titleZh)}
                  badges={explore.category ? <Badge>{explore.category}</Badge> : undefined}
                  meta={format(t.storeCount, { n: explore.merchantCodes.length })}
                >
                  {explore.summary && <p className={styles.summary}>{explore.summary}</p>}
                </Card>
              ))}
            </CardGrid>
          </>
        )}
      </div>
    </>
  );
}

export function ExploreListSkeleton() {
  const t = useMessages(exploreMessages);
  return (
    <>
      <PageHeader title={t.listTitle} lead={t.listLead} />
      <div className={`container ${styles.page}`}>
        <CardGridSkeleton label={t.loading} />
      </div>
    </>
  );
}
