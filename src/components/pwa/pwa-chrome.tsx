import { useEffect, useRef, useState } from 'react';
import { InstallPrompt } from './install-prompt';
import { IosInstallHint } from './ios-install-hint';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';
import styles from './pwa.module.css';

/**
 * The app's own notices: offline banner, update prompt, install button and iOS hint, stacked at
 * the bottom of the viewport. Render it once, as the last child of the layout (after the footer):
 * it leaves a spacer of its own height there so the notices never hide the end of the page.
 */
export function PwaChrome() {
  const stack = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = stack.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <div ref={stack} className={styles.stack}>
        <OfflineBanner />
        <UpdatePrompt />
        <InstallPrompt />
        <IosInstallHint />
      </div>
    </>
  );
}
