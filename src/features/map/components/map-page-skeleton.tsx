import { usePageMeta } from '../../../components/layout/use-page-meta';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMessages } from '../../../i18n';
import { mapMessages } from '../messages';
import styles from './map-page.module.css';
import canvasStyles from './map-canvas.module.css';

/**
 * The map page while its plan loads: the same frame, grey where the plan and panel will be. It is
 * also what the server draws of the map (the route is not drawn there), so it names the page.
 */
export function MapPageSkeleton() {
  const t = useMessages(mapMessages);
  usePageMeta({ title: t.title, description: t.lead });
  return (
    <div className={`container ${styles.page}`} role="status" aria-live="polite">
      <span className="visually-hidden">{t.loading}</span>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t.title}</h1>
          <p className={styles.lead}>{t.lead}</p>
        </div>
      </header>
      <div className={styles.layout}>
        <div className={canvasStyles.canvas}>
          <div className={canvasStyles.viewport}>
            <Skeleton height="100%" radius="0" />
          </div>
        </div>
        <div className={styles.panel}>
          <div className={styles.panelBody}>
            <Skeleton height="3em" />
            <Skeleton height="3em" />
            <Skeleton height="10em" />
          </div>
        </div>
      </div>
    </div>
  );
}
