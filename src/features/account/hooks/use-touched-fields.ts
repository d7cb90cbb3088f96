/**
 * When to show a field's problem: after the visitor first leaves the field (then live, as they
 * type), or for every field once they try to submit. Showing errors on the first keystroke would
 * scold people for addresses they have not finished typing.
 */
import { useCallback, useState } from 'react';

export function useTouchedFields<F extends string>() {
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);

  const touch = useCallback((field: F) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);
  const shows = useCallback((field: F) => submitted || touched.has(field), [submitted, touched]);
  const markSubmitted = useCallback(() => setSubmitted(true), []);
  const reset = useCallback(() => {
    setTouched(new Set());
    setSubmitted(false);
  }, []);

  return { touch, shows, markSubmitted, reset } as const;
}
