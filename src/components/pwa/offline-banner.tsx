import { useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';
import { useLanguage } from '../../i18n';
import { describeDataAge, useDataUpdatedAt } from '../../lib/data-age';
import { useConnection } from '../../lib/online-status';
import styles from './pwa.module.css';

const TICK_MS = 30_000;

let clock = Date.now();
function subscribeClock(listener: () => void): () => void {
  clock = Date.now();
  const timer = window.setInterval(() => {
    clock = Date.now();
    listener();
  }, TICK_MS);
  return () => window.clearInterval(timer);
}
const subscribeNothing = () => () => undefined;
const readClock = () => clock;

/** The current time, refreshed every 30 s while `active`, so "10 min ago" keeps counting. */
function useNow(active: boolean): number {
  return useSyncExternalStore(active ? subscribeClock : subscribeNothing, readClock, readClock);
}

/**
 * "Offline · showing data updated 10 min ago". The live region is always in the page (empty when
 * online) so that screen readers announce the change when the connection drops.
 */
export function OfflineBanner() {
  const online = useConnection();
  const updatedAt = useDataUpdatedAt();
  const language = useLanguage();
  const now = useNow(!online);
  return (
    <div
      role="status"
      aria-live="polite"
      className={online ? undefined : `${styles.card} ${styles.offline}`}
    >
      {!online && (
        <p className={styles.offlineText}>
          <WifiOff aria-hidden="true" size={18} className={styles.icon} />
          <span>{describeDataAge(updatedAt, now, language)}</span>
        </p>
      )}
    </div>
  );
}
