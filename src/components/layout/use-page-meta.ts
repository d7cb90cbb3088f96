/**
 * Sets the document title and meta description of the page being shown. Every page calls it with
 * strings already in the visitor's language; the site name is appended to the title so browser
 * tabs and search results read "Promotions | Suntec City" (in Chinese "优惠 | 新达城").
 *
 * On unmount nothing is restored: the next page sets its own, and restoring would make the title
 * flicker between pages.
 */
import { useEffect } from 'react';
import { useLanguage } from '../../i18n';

export const SITE_NAME = 'Suntec City';
export const SITE_NAME_ZH = '新达城';

/** The description index.html ships with, used by pages that give none of their own. */
export const DEFAULT_DESCRIPTION =
  'Store directory, promotions, events, maps and directions for Suntec City, Singapore. Works offline.';

export interface PageMeta {
  /** The page's own title, without the site name; omit on the home page. */
  title?: string;
  /** One or two sentences for search results and link previews; the site's default when omitted. */
  description?: string;
}

/** The full document title for a page title: "Page | Suntec City", or the site name alone. */
export function documentTitle(title: string | undefined, siteName: string = SITE_NAME): string {
  const trimmed = title?.trim();
  return trimmed && trimmed !== siteName ? `${trimmed} | ${siteName}` : siteName;
}

function setMetaDescription(description: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/** Sets `document.title` and `<meta name="description">` whenever they change. */
export function usePageMeta({ title, description }: PageMeta): void {
  const siteName = useLanguage() === 'ch' ? SITE_NAME_ZH : SITE_NAME;
  useEffect(() => {
    document.title = documentTitle(title, siteName);
  }, [title, siteName]);

  useEffect(() => {
    setMetaDescription(description?.trim() || DEFAULT_DESCRIPTION);
  }, [description]);
}
