import { RefreshCw } from 'lucide-react';
import { useMessages } from '../../i18n';
import { applyUpdate, dismissUpdate, useUpdateAvailable } from '../../lib/pwa-update-state';
import { Button } from '../ui/button';
import { pwaMessages } from './messages';
import styles from './pwa.module.css';

/** Offers the waiting new version; nothing reloads until the visitor presses "Reload". */
export function UpdatePrompt() {
  const available = useUpdateAvailable();
  const t = useMessages(pwaMessages);
  if (!available) return null;
  return (
    <section className={styles.card} aria-labelledby="pwa-update-title">
      <div className={styles.text}>
        <h2 id="pwa-update-title" className={styles.title}>
          <RefreshCw aria-hidden="true" size={18} className={styles.icon} />
          {t.updateTitle}
        </h2>
        <p className={styles.body}>{t.updateBody}</p>
      </div>
      <div className={styles.actions}>
        <Button onClick={applyUpdate}>{t.updateReload}</Button>
        <Button variant="secondary" onClick={dismissUpdate}>
          {t.updateLater}
        </Button>
      </div>
    </section>
  );
}
