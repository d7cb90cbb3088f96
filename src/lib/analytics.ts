/**
 * The web-analytics script (spec section 7): loaded on every page except /eats, and except /bts in
 * the default layout; nothing at all when no script URL is configured. It is loaded asynchronously
 * once the browser is idle after the first paint, so it never delays the page.
 */
export type LayoutKind = 'default' | 'attraction';

const ALWAYS_EXCLUDED = ['/eats'];
const EXCLUDED_IN_DEFAULT_LAYOUT = ['/bts'];

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

/** Whether the analytics script may load on a page. */
export function shouldLoadAnalytics(pathname: string, layout: LayoutKind): boolean {
  const path = normalise(pathname);
  if (ALWAYS_EXCLUDED.includes(path)) return false;
  if (layout === 'default' && EXCLUDED_IN_DEFAULT_LAYOUT.includes(path)) return false;
  return true;
}

const ANALYTICS_SCRIPT_ID = 'site-analytics';

/** Adds the analytics script once (async); later calls do nothing. */
export function injectAnalyticsScript(url: string, doc: Document = document): void {
  if (!url || doc.getElementById(ANALYTICS_SCRIPT_ID)) return;
  const script = doc.createElement('script');
  script.id = ANALYTICS_SCRIPT_ID;
  script.src = url;
  script.async = true;
  doc.head.append(script);
}
