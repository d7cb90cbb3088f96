/**
 * What the getting-here page shows while its data loads. Its own module: the route keeps its
 * pending component in the main bundle, and this must not pull the page itself in with it.
 */
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMessages } from '../../../i18n';
import { gettingHereMessages } from '../messages';
import styles from './getting-here.module.css';

export function GettingHereSkeleton() {
  const t = useMessages(gettingHereMessages);
  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />
      <div className={`container ${styles.page}`} role="status" aria-live="polite">
        <span className="visually-hidden">{t.loading}</span>
        <div className={styles.skeleton}>
          <Skeleton height="1.2em" width="60%" />
          <Skeleton height="4em" />
          <Skeleton height="1.6em" width="30%" />
          <Skeleton height="8em" />
        </div>
      </div>
    </>
  );
}
