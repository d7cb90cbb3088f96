import { Clock, WifiOff } from 'lucide-react';
import { defineFirstLoadMessages, format, useLanguage, useMessages } from '../../i18n';
import { describeAge, describeDataAge, useDataOnScreen } from '../../lib/data-age';
import { useConnection } from '../../lib/online-status';
import { useNow } from './use-now';
import styles from './pwa.module.css';

export const offlineBannerMessages = defineFirstLoadMessages('offlineBanner', {
  stale: 'The complex’s systems are not answering · showing information from {age}',
});

/**
 * How old the data on screen is (its oldest part, lib/data-age.ts), when that matters: without a
 * connection (the browser's word, or requests failing or hanging while it says online),
 * "Offline · showing data updated 10 min ago"; online while the site's server answers with copies
 * it kept because the complex's backends are failing, "The complex's systems are not answering ·
 * showing information from 25 min ago". The live region is always in the page (empty otherwise)
 * so that screen readers announce the change.
 */
export function OfflineBanner() {
  const online = useConnection();
  const shown = useDataOnScreen();
  const updatedAt = shown.oldest;
  const language = useLanguage();
  const t = useMessages(offlineBannerMessages);
  const stale = online && shown.stale && updatedAt !== undefined;
  const now = useNow(!online || stale);
  return (
    <div
      role="status"
      aria-live="polite"
      className={online && !stale ? undefined : `${styles.card} ${styles.offline}`}
    >
      {!online && (
        <p className={styles.offlineText}>
          <WifiOff aria-hidden="true" size={18} className={styles.icon} />
          <span>{describeDataAge(updatedAt, now, language)}</span>
        </p>
      )}
      {stale && (
        <p className={styles.offlineText}>
          <Clock aria-hidden="true" size={18} className={styles.icon} />
          <span>{format(t.stale, { age: describeAge(updatedAt, now, language) })}</span>
        </p>
      )}
    </div>
  );
}
