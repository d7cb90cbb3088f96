import { useState } from 'react';
import { Share, SquarePlus, X } from 'lucide-react';
import { useMessages } from '../../i18n';
import {
  IOS_HINT_DISMISSED_KEY,
  rememberDismissal,
  shouldOfferIosHint,
} from '../../lib/pwa-install';
import { pwaMessages } from './messages';
import styles from './pwa.module.css';

/** iOS Safari has no install event: explain Share > Add to Home Screen, once, until dismissed. */
export function IosInstallHint() {
  const [visible, setVisible] = useState(shouldOfferIosHint);
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
