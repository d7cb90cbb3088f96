import { useState } from 'react';
import { Share, SquarePlus, X } from 'lucide-react';
import { useMessages } from '../../i18n';
import { IOS_HINT_DISMISSED_KEY, isDismissed, isIosSafari, isStandalone, rememberDismissal } from '../../lib/pwa-install';
import { pwaMessages } from './messages';
import styles from './pwa.module.css';

function shouldOffer(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0) &&
    !isStandalone() &&
    !isDismissed(IOS_HINT_DISMISSED_KEY)
  );
}

/** iOS Safari has no install event: explain Share > Add to Home Screen, once, until dismissed. */
export function IosInstallHint() {
  const [visible, setVisible] = useState(shouldOffer);
  const t = useMessages(pwaMessages);
  if (!visible) return null;
  const [before, after] = t.iosBody.split('{share}');
  const dismiss = () => {
    rememberDismissal(IOS_HINT_DISMISSED_KEY);
    setVisible(false);
  };
  return (
    <section className={`${styles.card} ${styles.dismissible}`} aria-labelledby="pwa-ios-title">
      <div className={styles.text}>
        <h2 id="pwa-ios-title" className={styles.title}>
          <SquarePlus aria-hidden="true" size={18} className={styles.icon} />
          {t.iosTitle}
        </h2>
        <p className={styles.body}>
          {before}
          <Share role="img" aria-label={t.iosShare} size={16} className={styles.inlineIcon} />
          {after}
        </p>
      </div>
      <button type="button" className={styles.close} onClick={dismiss} aria-label={t.dismiss}>
        <X aria-hidden="true" size={20} />
      </button>
    </section>
  );
}
