/**
 * Form state that survives a reload: kept in sessionStorage (this tab only, gone when it closes)
 * under a key of the caller's choosing. Only the keys of `empty` with string values are read back,
 * so a stale or tampered entry cannot put anything unexpected into the form.
 */
import { useCallback, useEffect, useState } from 'react';

type Draft = Record<string, string>;

function readDraft<T extends Draft>(key: string, empty: T): T {
  try {
    const stored: unknown = JSON.parse(globalThis.sessionStorage?.getItem(key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return empty;
    const record = stored as Record<string, unknown>;
    const draft: Draft = { ...empty };
    for (const field of Object.keys(empty)) {
      const value = record[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft as T;
  } catch {
    return empty;
  }
}

export function useSessionDraft<T extends Draft>(key: string, empty: T) {
  const [draft, setDraft] = useState<T>(() => readDraft(key, empty));

  useEffect(() => {
    try {
      globalThis.sessionStorage?.setItem(key, JSON.stringify(draft));
    } catch {
      // Storage full or disabled: the draft still lives in memory for this visit.
    }
  }, [key, draft]);

  const update = useCallback(
    (changes: Partial<T>) => setDraft((current) => ({ ...current, ...changes })),
    [],
  );
  const clear = useCallback(
    (keep: Partial<T> = {}) => {
      setDraft({ ...empty, ...keep });
    },
    [empty],
  );
  return { draft, update, clear } as const;
}
