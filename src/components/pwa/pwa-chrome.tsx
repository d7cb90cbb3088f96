import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { shouldOfferIosHint, useCanInstall } from '../../lib/pwa-install';
import { useUpdateAvailable } from '../../lib/pwa-update-state';
import { OfflineBanner } from './offline-banner';
import styles from './pwa.module.css';

// Few visitors ever see these cards (a new version waiting, an install offer, iOS Safari), so each
// loads only once its condition holds, not with the first load. The offline banner stays eager.
const UpdatePrompt = lazy(() =>
  import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })),
);
const InstallPrompt = lazy(() =>
  import('./install-prompt').then((m) => ({ default: m.InstallPrompt })),
);
const IosInstallHint = lazy(() =>
  import('./ios-install-hint').then((m) => ({ default: m.IosInstallHint })),
);

/**
 * The app's own notices: offline banner, update prompt, install button and iOS hint, stacked at
 * the bottom of the viewport. Render it once, as the last child of the layout (after the footer):
 * it leaves a spacer of its own height there so the notices never hide the end of the page.
 */
export function PwaChrome() {
  const stack = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  const updateAvailable = useUpdateAvailable();
  const canInstall = useCanInstall();
  const [offerIosHint] = useState(shouldOfferIosHint);
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
        <Suspense fallback={null}>
          {updateAvailable && <UpdatePrompt />}
          {canInstall && <InstallPrompt />}
          {offerIosHint && <IosInstallHint />}
        </Suspense>
      </div>
    </>
  );
}
