import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../../lib/slices';
import type { DirectorySearch } from '../model/directory-search';

export type SearchChange = (next: DirectorySearch, options?: { replace?: boolean }) => void;

const keyOf = (search: DirectorySearch) => JSON.stringify(search);

/**
 * The filters as the visitor last set them, and the setter the filters call. A filter tapped
 * shows as set at once (the chip pressed): only the filters draw again before the next paint.
 * The address follows once that has painted (a history entry and the router's work, some 10 ms of
 * this machine's time and over 100 ms on a budget phone), then the list, which follows the
 * address (directory-list.tsx). Taps made before it has followed go to the address as one change
 * (a new history entry if any of them asked for one). A new address (that change, Back, Clear
 * filters) is shown as it is.
 */
export function useShownSearch(
  search: DirectorySearch,
  onSearchChange: SearchChange,
): [DirectorySearch, SearchChange] {
  const [chosen, setChosen] = useState<DirectorySearch | undefined>(undefined);
  const key = keyOf(search);
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setChosen(undefined);
  }
  const pending = useRef<{ next: DirectorySearch; replace: boolean } | undefined>(undefined);
  // A page left before the address followed does not come back to it.
  useEffect(
    () => () => {
      pending.current = undefined;
    },
    [],
  );
  const change: SearchChange = (next, options) => {
    setChosen(next);
    const waiting = pending.current;
    pending.current = { next, replace: (waiting?.replace ?? true) && options?.replace === true };
    if (waiting) return;
    afterNextPaint(() => {
      const latest = pending.current;
      pending.current = undefined;
      if (latest) onSearchChange(latest.next, { replace: latest.replace });
    });
  };
  return [chosen ?? search, change];
}
