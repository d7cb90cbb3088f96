/**
 * When to show a field's problem: after the visitor first leaves the field (then live, as they
 * type), or for every field once they try to submit. Showing errors on the first keystroke would
 * scold people for addresses they have not finished typing.
 *
 * Leaving a field by pressing on something else (usually the submit button) waits until the press
 * is released: the new error text would otherwise push the button down between pointerdown and
 * pointerup, and the click, landing beside it, would be lost.
 */
import { useCallback, useState } from 'react';

let pointerIsDown = false;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pointerIsDown = true), true);
  document.addEventListener('pointerup', () => (pointerIsDown = false), true);
  document.addEventListener('pointercancel', () => (pointerIsDown = false), true);
}

/** Runs `action` now, or just after the click of the press in progress has been delivered. */
function afterCurrentPress(action: () => void): void {
  if (!pointerIsDown) {
    action();
    return;
  }
  const release = () => {
    document.removeEventListener('pointerup', release, true);
    document.removeEventListener('pointercancel', release, true);
    // pointerup, mouseup and click are dispatched in one task; run after all of them.
    setTimeout(action, 0);
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

export function useTouchedFields<F extends string>() {
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);

  const touch = useCallback((field: F) => {
    afterCurrentPress(() =>
      setTouched((current) => (current.has(field) ? current : new Set(current).add(field))),
    );
  }, []);
  const shows = useCallback((field: F) => submitted || touched.has(field), [submitted, touched]);
  const markSubmitted = useCallback(() => setSubmitted(true), []);
  const reset = useCallback(() => {
    setTouched(new Set());
    setSubmitted(false);
  }, []);

  return { touch, shows, markSubmitted, reset } as const;
}
