import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;
const SAME = 0;
const readClientSnapshot = () => SAME;

/**
 * True while React draws the calling component for the server's render, or hydrates it from what
 * the server drew; false in a render of the browser's own. React asks a store for its server
 * snapshot then, and only then (useSyncExternalStore's contract), which is what this notes.
 *
 * Both snapshots are the same value, so the end of hydration re-renders nothing. The router's
 * useHydrated answers false, then true: React re-renders every component that asked, at once and
 * synchronously, as hydration ends (for the header and its menu, some 30 ms of this machine's time
 * and four times that on a phone, blocking its first taps).
 */
export function useIsHydrating(): boolean {
  let hydrating = false;
  // React calls the server snapshot inside this very call, during the render it belongs to, and
  // never later: nothing is changed after the render completes.
  const readServerSnapshot = () => {
    // eslint-disable-next-line react-hooks/immutability -- set within this render (see above)
    hydrating = true;
    return SAME;
  };
  // eslint-disable-next-line react-hooks/immutability -- read within this render (see above)
  useSyncExternalStore(subscribeToNothing, readClientSnapshot, readServerSnapshot);
  return hydrating;
}
