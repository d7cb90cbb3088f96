import { Clock, WifiOff } from 'lucide-react';
import { defineMessages, format, useLanguage, useMessages } from '../../i18n';
import { describeAge, describeDataAge, useDataUpdatedAt } from '../../lib/data-age';
import { useConnection } from '../../lib/online-status';
import { useStaleSince } from '../../lib/stale-data';
import { useNow } from './use-now';
import styles from './pwa.module.css';

const messages = defineMessages(
  { stale: 'The complex’s systems are not answering · showing information from {age}' },
  { stale: '商场系统暂时无响应 · 显示的信息更新于{age}' },
);

/**
 * How old the data on screen is, when that matters: offline, "Offline · showing data updated 10
 * min ago"; online while the site's server answers with copies it kept because the complex's
 * backends are failing, "The complex's systems are not answering · showing information from 25
 * min ago". The live region is always in the page (empty otherwise) so that screen readers
 * announce the change.
 */
export function OfflineBanner() {
  const online = useConnection();
  const updatedAt = useDataUpdatedAt();
  const staleSince = useStaleSince();
  const language = useLanguage();
  const t = useMessages(messages);
  const stale = online && staleSince !== undefined;
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
          <span>{format(t.stale, { age: describeAge(staleSince, now, language) })}</span>
        </p>
      )}
    </div>
  );
}
