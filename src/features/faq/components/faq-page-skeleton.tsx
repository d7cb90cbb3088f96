/**
 * What the FAQ page shows while its data loads. Its own module: the route keeps its pending
 * component in the main bundle, and this must not pull the page itself in with it.
 */
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMessages } from '../../../i18n';
import { faqMessages } from '../messages';
import styles from './faq.module.css';

export function FaqPageSkeleton() {
  const t = useMessages(faqMessages);
  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />
      <div className={`container ${styles.page}`} role="status" aria-live="polite">
        <span className="visually-hidden">{t.loading}</span>
        <div className={styles.skeleton}>
          <Skeleton height="48px" width="min(100%, 480px)" />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height="48px" />
          ))}
        </div>
      </div>
    </>
  );
}
