import { useState } from 'react';
import { Download } from 'lucide-react';
import { useMessages } from '../../i18n';
import {
  INSTALL_DISMISSED_KEY,
  isDismissed,
  promptInstall,
  rememberDismissal,
  useCanInstall,
} from '../../lib/pwa-install';
import { Button } from '../ui/button';
import { pwaMessages } from './messages';
import styles from './pwa.module.css';

/** The install button, shown only while the browser offers installation (`beforeinstallprompt`). */
export function InstallPrompt() {
  const canInstall = useCanInstall();
  const [dismissed, setDismissed] = useState(() => isDismissed(INSTALL_DISMISSED_KEY));
  const t = useMessages(pwaMessages);
  if (!canInstall || dismissed) return null;
  const notNow = () => {
    rememberDismissal(INSTALL_DISMISSED_KEY);
    setDismissed(true);
  };
  return (
    <section className={styles.card} aria-labelledby="pwa-install-title">
      <div className={styles.text}>
        <h2 id="pwa-install-title" className={styles.title}>
          <Download aria-hidden="true" size={18} className={styles.icon} />
          {t.installTitle}
        </h2>
        <p className={styles.body}>{t.installBody}</p>
      </div>
      <div className={styles.actions}>
        <Button onClick={() => void promptInstall()}>{t.installAction}</Button>
        <Button variant="secondary" onClick={notNow}>
          {t.notNow}
        </Button>
      </div>
    </section>
  );
}
