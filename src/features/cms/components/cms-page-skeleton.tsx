/**
 * What a page-builder page shows while it loads. Its own module: the route keeps its pending
 * component in the main bundle, and this must not pull the blocks (and their rich text) in with it.
 */
import { Skeleton } from '../../../components/ui/skeleton';
import { useMessages } from '../../../i18n';
import { cmsMessages } from '../messages';
import styles from './cms.module.css';

export function CmsPageSkeleton() {
  const t = useMessages(cmsMessages);
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <span className="visually-hidden">{t.loading}</span>
      <div className={styles.bannerSkeleton} />
      <div className={`container ${styles.textSkeleton}`}>
        <Skeleton height="1.6em" width="40%" />
        <Skeleton height="1em" />
        <Skeleton height="1em" width="90%" />
        <Skeleton height="1em" width="75%" />
      </div>
    </div>
  );
}
