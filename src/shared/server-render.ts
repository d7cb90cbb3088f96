/**
 * Marks of a page the server drew (server/pages/page-html.ts) that the app reads as it hydrates
 * it (src/main.tsx).
 */

/** On `#root` while the page is the server's drawing; removed once the app has hydrated it. */
export const SERVER_DRAWN_ATTRIBUTE = 'data-server-drawn';

/**
 * On `#root` beside it: when the server drew the page (epoch ms), the time hydration draws at
 * (src/lib/render-clock.ts).
 */
export const SERVER_NOW_ATTRIBUTE = 'data-server-now';

/**
 * The function a drawn page's first script (server/pages/early-taps.ts) leaves on `window`: it
 * stops noting the taps made before the app has run and returns the controls tapped
 * (src/lib/early-input.ts replays them once the page is alive).
 */
export const EARLY_TAPS_GLOBAL = '__earlyTaps';

/** The id of the site menu's panel, which its Menu button controls (layout/menu-panel.tsx). */
export const MENU_PANEL_ID = 'site-menu-panel';

/**
 * On `<html>` while the drawn page shows its menu opened by a tap made before the app hydrated it
 * (the page's first script sets it, layout/menu-panel.module.css shows the panel by it, and the
 * script takes it off as it hands the taps to the app, which opens the menu itself).
 */
export const EARLY_MENU_ATTRIBUTE = 'data-early-menu';

/**
 * On a button the visitor tapped before the app hydrated the page, other than the Menu: the page's
 * first script sets it, the stylesheet shows the tap as taken by it (styles/global.css), and the
 * app takes it off as it presses the button (src/lib/early-input.ts). Without it, a chip or 中文
 * tapped while a phone hydrates looked dead for seconds, and was tapped again.
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

/**
 * The page's data block (`<script type="application/json">` after the router's scripts): the
 * answers its queries were drawn from, as JSON (src/lib/page-data.ts).
 */
export const PAGE_DATA_ID = 'page-data';

/**
 * Written in place of `style` (server/pages/inline-styles.ts); the app moves each back into the
 * element's style before it hydrates (src/lib/server-styles.ts).
 */
export const SERVER_STYLE_ATTRIBUTE = 'data-ssr-style';

/**
 * The app's server render of a page (src/entry-server.tsx): the HTML inside `#root`, and the
 * document title, meta description, image and structured data the page asked for
 * (use-page-meta.ts), so that the page as sent names itself, before any script has run, to a
 * crawler or a link preview too; and its status, so that a page that says "not found" is sent as
 * a 404.
 */
export interface RenderedPage {
  /** Undefined when the page is not drawn on the server: the browser draws it. */
  html?: string | undefined;
  /**
   * The router's inline scripts that carry the page's state (its matches and dehydrated query
   * cache) to hydration, allowed by their hashes in the page's CSP: for after `#root`, with the
   * HTML.
   */
  scripts?: string | undefined;
  /**
   * The page's data block, for after the scripts: the answers the page was drawn from, as JSON
   * (src/lib/page-data.ts). Not run, so it needs no hash in the CSP (nor a scan for one).
   */
  data?: string | undefined;
  /**
   * The page's HTTP status as its route decided it: 404 for a page not found, the router's
   * redirect status (307 by default) for a page that moves, else 200.
   */
  status?: number | undefined;
  /** Where a page that moves (the router's redirect) moves to: a path of this site. */
  location?: string | undefined;
  /**
   * Set by the server when one of the render's calls failed (5xx): the page shows that call's
   * error state, which the browser asks again for; sent, never kept for another visitor.
   */
  callFailed?: boolean | undefined;
  /** When it was drawn (epoch ms): hydration draws at the same time. */
  now?: number | undefined;
  title?: string | undefined;
  description?: string | undefined;
  /** The page's own title, without the site's name (Open Graph's title; the name is its site's). */
  heading?: string | undefined;
  /** The page's image as the app links it (a site path or an absolute URL), for link previews. */
  image?: string | undefined;
  /**
   * The page's own path where it is also reached at another (`/promotion/5` is
   * `/promotions/5`): its canonical and language URLs are then written on this one.
   */
  path?: string | undefined;
  /**
   * The page's schema.org data (JSON-LD), with site paths where its URLs go: the server writes it
   * into the head with its URLs made absolute (server/pages/page-head.ts).
   */
  structuredData?: StructuredData | undefined;
}

/**
 * A schema.org item as JSON-LD: its `@type` and its properties, written with schema-dts's types
 * (src/lib/structured-data.ts), as plain JSON.
 */
export interface StructuredData {
  readonly '@type': string;
}

/**
 * A page of the site for the sitemap (src/site-pages.ts): its path, and what it shows of its item
 * (JSON), from which the server tells when it last changed.
 */
export interface SitePage {
  path: string;
  content?: string | undefined;
}
