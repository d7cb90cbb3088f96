/**
 * The HTML sanitiser (lib/sanitize.ts: DOMPurify, some 11 KB of script) as the app reaches it:
 * given at once to the server's render (src/entry-server.tsx), loaded in the browser with the
 * first HTML it must sanitise. A page the server drew needs it only once its HTML changes:
 * RichText keeps the markup the server sanitised and drew as it hydrates.
 */
export type Sanitize = (html: string | null | undefined) => string;

let sanitize: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;
const listeners = new Set<() => void>();

/** The server's render sanitises with `given` (its DOM is jsdom's: lib/sanitize.ts). */
export function provideSanitizer(given: Sanitize): void {
  sanitize = given;
}

/** The sanitiser, loaded on the first call: the same promise every time, until a load fails. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize').then(
    ({ sanitizeHtml }) => {
      sanitize = sanitizeHtml;
      listeners.forEach((listener) => listener());
      return sanitizeHtml;
    },
    (error: unknown) => {
      // Offline with the chunk not kept, say: the next render asks again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The sanitiser when it is here, for useSyncExternalStore. */
export const loadedSanitizer = (): Sanitize | undefined => sanitize;

export function onSanitizerLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
