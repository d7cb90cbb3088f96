/**
 * Sharing a page: the system share sheet (Web Share API) where the browser has one, else the link
 * is copied to the clipboard. The caller turns the outcome into a visible status ("Link copied").
 */

export type ShareOutcome = 'shared' | 'copied' | 'dismissed' | 'failed';

export interface ShareData {
  title: string;
  text?: string;
  url: string;
}

/** The parts of `navigator` this module uses, so tests can pass their own. */
export interface ShareCapableNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}

/** Copies text with the old `execCommand` path, for browsers without the async clipboard API. */
function copyWithSelection(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  field.remove();
  return copied;
}

/** Copies a link; true when it reached the clipboard. */
export async function copyLink(
  url: string,
  nav: ShareCapableNavigator = navigator,
): Promise<boolean> {
  if (nav.clipboard?.writeText) {
    try {
      await nav.clipboard.writeText(url);
      return true;
    } catch {
      // Permission refused or no focus: try the selection fallback below.
    }
  }
  return copyWithSelection(url);
}

/**
 * Shares with the system sheet when available; when the visitor closes the sheet that is
 * `dismissed` (not an error). When sharing is unavailable or fails, copies the link instead.
 */
export async function shareOrCopy(
  data: ShareData,
  nav: ShareCapableNavigator = navigator,
): Promise<ShareOutcome> {
  const canShare = typeof nav.share === 'function' && (nav.canShare ? nav.canShare(data) : true);
  if (canShare && nav.share) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'dismissed';
    }
  }
  return (await copyLink(data.url, nav)) ? 'copied' : 'failed';
}
