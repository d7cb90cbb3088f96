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
import { SITE_NAME, SITE_NAME_ZH } from '../../shared/site-name';
import type { StructuredData } from '../../shared/server-render';

type MaybeLater<T> = T | Promise<T>;

export { SITE_NAME, SITE_NAME_ZH };

/** The description index.html ships with, used by pages that give none of their own. */
export const DEFAULT_DESCRIPTION =
  'Store directory, promotions, events, maps and directions for Suntec City, Singapore. Works offline.';

export interface PageMeta {
  /** The page's own title, without the site name; omit on the home page. */
  title?: string;
  /** One or two sentences for search results and link previews; the site's default when omitted. */
  description?: string;
  /** The page's image (its item's), for link previews; the site's artwork when omitted. */
  image?: string | undefined;
  /** The page's own path, where it is also reached at another (an alias): its canonical URL's. */
  path?: string | undefined;
  /**
   * The page's schema.org data (an event, an offer, a store, the complex), with site paths for its
   * URLs. A function: only the server's render writes it into the page (collectPageMeta), so the
   * browser never builds it; it may give a promise, to load the code that builds it on the
   * server only.
   */
  structuredData?: () => MaybeLater<StructuredData | undefined>;
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
  if (meta.content !== description) meta.content = description;
}

/**
 * What a page asks for: the full document title and the description, as written in the page, and
 * for link previews and search engines its own title, its image and its structured data.
 */
export interface PageMetaText {
  title: string;
  description: string;
  heading?: string | undefined;
  image?: string | undefined;
  path?: string | undefined;
  /** A promise where building it loads code (the home page's, which only the server loads). */
  structuredData?: MaybeLater<StructuredData | undefined>;
}

/**
 * Set only while the server renders a page (collectPageMeta); effects do not run there. Given
 * the page's own words and the full title and description: what is built from them for the head
 * is built there, so the browser's first load carries none of it.
 */
let noteOnServer: ((asked: PageMeta, title: string, description: string) => void) | undefined;

/**
 * Runs a server render (synchronous, as `renderToString` is) and returns it with the title and
 * description its page asked for: the last asked, as the page renders after the frame around it.
 */
export function collectPageMeta<T>(render: () => T): { rendered: T; meta?: PageMetaText } {
  let meta: PageMetaText | undefined;
  noteOnServer = ({ title: heading, image, path, structuredData }, title, description) => {
    meta = {
      title,
      description,
      heading: heading?.trim() || undefined,
      image,
      path,
      structuredData: structuredData?.(),
    };
  };
  try {
    const rendered = render();
    return meta ? { rendered, meta } : { rendered };
  } finally {
    noteOnServer = undefined;
  }
}

/**
 * Sets `document.title` and `<meta name="description">` whenever they change. Each is written only
 * when it differs: a page the server drew already has both (src/entry-server.tsx), and a title
 * written again is still a message to the browser, in the middle of hydration.
 */
export function usePageMeta(asked: PageMeta): void {
  const { title, description } = asked;
  const siteName = useLanguage() === 'ch' ? SITE_NAME_ZH : SITE_NAME;
  const fullTitle = documentTitle(title, siteName);
  const fullDescription = description?.trim() || DEFAULT_DESCRIPTION;
  noteOnServer?.(asked, fullTitle, fullDescription);
  useEffect(() => {
    if (document.title !== fullTitle) document.title = fullTitle;
  }, [fullTitle]);

  useEffect(() => {
    setMetaDescription(fullDescription);
  }, [fullDescription]);
}
