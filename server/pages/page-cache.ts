/**
 * Drawn pages kept and reused (docs/pages.md, "The page cache"). Drawing a page costs tens of
 * milliseconds of the server's CPU (the dining directory several times that); a crowd asking for
 * the same few pages would queue behind the renderer. A drawn page is kept per
 *   - route: its path and its normalised search (`pageKeyOf`),
 *   - language (the page address's `lang` parameter, else the visitor's language cookie) and the
 *     origin its absolute URLs are written on (the request's own, without PUBLIC_ORIGIN),
 * and is valid only while three more things are what they were when it was drawn:
 *   - the data version (server/db/data-version.ts, and the gateway's answers in upstream mode),
 *   - the minute: pages show open-now, opening hours and dates, and carry the time they were drawn
 *     at for hydration (src/lib/render-clock.ts), so none outlives the minute it was drawn in,
 *   - the built index.html (a deploy shows at once).
 * A page that is not valid is drawn again by the first request that wants it; others asking for it
 * meanwhile wait for that one draw (one draw per key at a time).
 *
 * Never kept: pages for requests with per-visitor state (a cookie other than the language cookie,
 * an Authorization header: serve-page.ts does not ask the cache for those), answers other than
 * 200, 404 and the router's redirects, pages drawn from less than they should have been (a render that failed or timed
 * out, a failing or stale answer: `Page.keep`), which the next request draws again.
 *
 * Bounded: entries and bytes are capped (least recently used first out, in two segments so that a
 * flood of pages asked once cannot push out the pages asked again and again); a search is
 * normalised and limited; draws run a few at a time with a bounded queue, and pages with a search
 * are drawn at most so many a minute: past either, the page goes out as built (the app draws it in
 * the browser) with a 503 and `Retry-After` (SHED_STATUS), so no request can make the server draw
 * more than it can.
 */
import type { DataVersion } from '../db/data-version.ts';
import { etagOf } from '../lib/read-caching.ts';
import { LANGUAGE_COOKIE } from '../../src/shared/language.ts';

/** What a draw gives: the page, and whether it may be kept. */
export interface DrawnPage {
  html: string;
  status: number;
  styleHash?: string | undefined;
  /** Where a page that moves (a 3xx) goes. */
  location?: string | undefined;
  /** False for a page drawn from less than it should have been (see the file's comment). */
  keep: boolean;
}

export type CacheOutcome = 'hit' | 'miss' | 'bypass' | 'shed';

/**
 * A page as sent: the drawn page's body as bytes, with everything else its draw gave (its status,
 * style hash, and whatever else a draw returns for its response's headers, such as its
 * script hashes), kept with it: a kept page's response is the one its draw would have had.
 */
export type ServedPage<P extends DrawnPage = DrawnPage> = Omit<P, 'html' | 'keep'> & {
  body: Buffer;
  /** Set for a kept page: the same page gets the same tag (If-None-Match → 304). */
  etag?: string | undefined;
  outcome: CacheOutcome;
  /** For a page shed (503): in how many seconds to ask again (`Retry-After`). */
  retryAfterSeconds?: number | undefined;
};

/**
 * The status of a page shed (not drawn because drawing would pass the bounds): 503, with
 * `Retry-After`, and the page as built for a body. A browser still gets a working page (the app
 * draws it itself), while a crawler or a monitor learns the server is busy and comes back, rather
 * than taking the empty shell as the page (a 200) or as a page that exists (even for a path that
 * does not: only a draw knows a 404).
 */
export const SHED_STATUS = 503;
/** How soon to ask again when the draw queue is full: it drains within a second or two. */
const QUEUE_RETRY_AFTER_SECONDS = 2;

export interface PageCacheOptions {
  /** Bytes of kept pages at most. */
  maxBytes: number;
  /** Kept pages at most, whatever their size. */
  maxEntries?: number;
  version: DataVersion;
  now?: () => number;
  /** Draws running at once (a draw is mostly CPU: more at once only lengthens each). */
  maxDrawsAtOnce?: number;
  /** Draws waiting for their turn; one more goes out as built. */
  maxWaiting?: number;
  /** Pages with a search drawn in a minute at most; past it they go out as built. */
  searchDrawsPerMinute?: number;
}

export const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;
const DEFAULT_MAX_ENTRIES = 2000;
/** The share of entries and bytes kept for pages asked for more than once. */
const PROTECTED_SHARE = 0.8;

/** Search parameters that only say where a visitor came from: pages never read them. */
const TRACKING_PARAM = /^(?:utm_[a-z]+|fbclid|gclid|dclid|msclkid|mc_[a-z]+|_ga|_gl|ref)$/i;
const MAX_SEARCH_PARAMS = 8;
const MAX_PARAM_NAME = 40;
const MAX_PARAM_VALUE = 200;
const MAX_PATH = 300;

export interface PageKey {
  /** The cache key (without the language). */
  key: string;
  /** The URL the page is drawn for: its path and the normalised search. */
  url: string;
  hasSearch: boolean;
}

/**
 * The route part of a page's key: the path as the router matches it (no trailing slash), and its
 * search with tracking parameters and empty values dropped, sorted by name (the router reads the
 * search as an object, so order means nothing). The page is drawn for exactly this URL, so the
 * kept page depends on nothing the key leaves out. Undefined for a path or search too long or
 * too many-parted to be a real page's: such a page is drawn for its request and not kept.
 */
export function pageKeyOf(url: string): PageKey | undefined {
  const at = url.indexOf('?');
  const rawPath = at < 0 ? url : url.slice(0, at);
  if (rawPath.length > MAX_PATH) return undefined;
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') || '/' : rawPath;
  if (at < 0) return { key: path, url: path, hasSearch: false };
  const params: [string, string][] = [];
  for (const [name, value] of new URLSearchParams(url.slice(at + 1))) {
    if (value === '' || TRACKING_PARAM.test(name)) continue;
    if (name.length > MAX_PARAM_NAME || value.length > MAX_PARAM_VALUE) return undefined;
    params.push([name, value]);
    if (params.length > MAX_SEARCH_PARAMS) return undefined;
  }
  if (params.length === 0) return { key: path, url: path, hasSearch: false };
  // Sorted by name only (stable): repeated names keep their order, which the router may read.
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // Spaces as %20, not URLSearchParams's `+`, which not every reader takes for a space.
  const search = params
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return { key: `${path}?${search}`, url: `${path}?${search}`, hasSearch: true };
}

type Entry<P extends DrawnPage> = ServedPage<P> & Validity & { etag: string };

/** What a page must match to be served: the data version, the minute and the built index.html. */
interface Validity {
  version: string;
  minute: number;
  index: string;
}

const MINUTE_MS = 60_000;

/** Answers kept: a page, a page not found, and a page that moves (the router's redirects). */
const KEPT_STATUSES = new Set([200, 404, 301, 302, 303, 307, 308]);

/** Least recently used first out, by entries and bytes; `take` and `put` make an entry newest. */
class Segment<E extends { body: Buffer }> {
  readonly entries = new Map<string, E>();
  bytes = 0;

  take(key: string): E | undefined {
    const entry = this.entries.get(key);
    if (entry) this.remove(key);
    return entry;
  }

  put(key: string, entry: E): void {
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
  }

  remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }

  /** The least recently used entry, taken out. */
  shift(): [string, E] | undefined {
    const first = this.entries.entries().next();
    if (first.done) return undefined;
    this.remove(first.value[0]);
    return first.value;
  }
}

export class PageCache<P extends DrawnPage = DrawnPage> {
  /** Pages asked for once since they were kept (newest last). */
  private readonly probation = new Segment<Entry<P>>();
  /** Pages asked for again: out last. */
  private readonly protected = new Segment<Entry<P>>();
  private readonly drawing = new Map<
    string,
    { validity: Validity; page: Promise<ServedPage<P>> }
  >();
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly version: DataVersion;
  private readonly maxDrawsAtOnce: number;
  private readonly maxWaiting: number;
  private readonly searchDrawsPerMinute: number;
  private drawsRunning = 0;
  private readonly waiting: (() => void)[] = [];
  private searchDraws = { minute: -1, count: 0 };
  /** Draws started, for tests and the log. */
  draws = 0;

  constructor(options: PageCacheOptions) {
    this.maxBytes = options.maxBytes;
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.now = options.now ?? (() => Date.now());
    this.version = options.version;
    this.maxDrawsAtOnce = options.maxDrawsAtOnce ?? 4;
    this.maxWaiting = options.maxWaiting ?? 32;
    this.searchDrawsPerMinute = options.searchDrawsPerMinute ?? 600;
  }

  get size(): { entries: number; bytes: number } {
    return {
      entries: this.probation.entries.size + this.protected.entries.size,
      bytes: this.probation.bytes + this.protected.bytes,
    };
  }

  /**
   * The page for `url` in `variant` (its language and origin): the kept one while it is valid, else drawn (once, whoever
   * else asks meanwhile) by `draw` for the normalised URL, and kept if it may be. `index` is the
   * built index.html the page is drawn into; `shell` is the page as built, sent when drawing
   * would exceed the bounds.
   */
  async serve(
    url: string,
    variant: string,
    index: string,
    draw: (url: string) => Promise<P>,
    shell: () => P,
  ): Promise<ServedPage<P>> {
    const route = pageKeyOf(url);
    const version = await this.version.current();
    if (!route || version === undefined) return this.drawUnkept(url, draw, shell);
    const key = `${variant} ${route.key}`;
    const validity: Validity = { version, minute: Math.floor(this.now() / MINUTE_MS), index };
    const kept = this.lookup(key, validity);
    if (kept) return kept;
    const running = this.drawing.get(key);
    if (running && sameValidity(running.validity, validity)) return running.page;
    if (route.hasSearch && !this.allowSearchDraw(validity.minute)) {
      // Drawn again once the minute's allowance is renewed.
      const secondsLeft = Math.ceil((MINUTE_MS - (this.now() % MINUTE_MS)) / 1000);
      return shed(shell(), secondsLeft);
    }
    const page = this.drawAndKeep(key, route.url, validity, draw, shell).finally(() => {
      if (this.drawing.get(key)?.page === page) this.drawing.delete(key);
    });
    this.drawing.set(key, { validity, page });
    return page;
  }

  /** A page drawn for one request and never kept (a visitor's own state, an unkeyable URL). */
  async drawUnkept(
    url: string,
    draw: (url: string) => Promise<P>,
    shell: () => P,
  ): Promise<ServedPage<P>> {
    const drawn = await this.drawInTurn(url, draw);
    return drawn ? served(drawn, 'bypass') : shed(shell(), QUEUE_RETRY_AFTER_SECONDS);
  }

  private lookup(key: string, validity: Validity): ServedPage<P> | undefined {
    const inProtected = this.protected.entries.get(key);
    const entry = inProtected ?? this.probation.entries.get(key);
    if (!entry) return undefined;
    if (!sameValidity(entry, validity)) {
      // Outdated: it will be replaced by the draw this request starts.
      this.probation.remove(key);
      this.protected.remove(key);
      return undefined;
    }
    if (inProtected) this.protected.put(key, this.protected.take(key) ?? entry);
    else this.promote(key);
    return { ...entry, outcome: 'hit' };
  }

  private async drawAndKeep(
    key: string,
    url: string,
    validity: Validity,
    draw: (url: string) => Promise<P>,
    shell: () => P,
  ): Promise<ServedPage<P>> {
    const drawn = await this.drawInTurn(url, draw);
    if (!drawn) return shed(shell(), QUEUE_RETRY_AFTER_SECONDS);
    const page = served(drawn, 'miss');
    if (!drawn.keep || !KEPT_STATUSES.has(drawn.status)) return page;
    // Stored only if nothing changed while it was drawn: a page drawn across a data change or a
    // minute's end is sent to the visitors who waited for it, but not kept.
    const version = await this.version.current();
    const minute = Math.floor(this.now() / MINUTE_MS);
    if (version !== validity.version || minute !== validity.minute) return page;
    const entry = { ...page, etag: etagOf(page.body), ...validity };
    this.store(key, entry);
    return { ...page, etag: entry.etag };
  }

  /** Runs `draw` when a place is free; undefined when the queue is full (the page goes as built). */
  private async drawInTurn(url: string, draw: (url: string) => Promise<P>): Promise<P | undefined> {
    if (this.drawsRunning >= this.maxDrawsAtOnce) {
      if (this.waiting.length >= this.maxWaiting) return undefined;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.drawsRunning += 1;
    }
    try {
      this.draws += 1;
      return await draw(url);
    } finally {
      // The place passes to the next waiting draw, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.drawsRunning -= 1;
    }
  }

  private allowSearchDraw(minute: number): boolean {
    if (this.searchDraws.minute !== minute) this.searchDraws = { minute, count: 0 };
    if (this.searchDraws.count >= this.searchDrawsPerMinute) return false;
    this.searchDraws.count += 1;
    return true;
  }

  private store(key: string, entry: Entry<P>): void {
    // One page larger than an eighth of the cache would push out too many others.
    if (entry.body.length > this.maxBytes / 8) return;
    this.protected.remove(key);
    this.probation.put(key, entry);
    this.evict();
  }

  /** A page asked for again moves to the protected segment, whose oldest go back to probation. */
  private promote(key: string): void {
    const entry = this.probation.take(key);
    if (!entry) return;
    this.protected.put(key, entry);
    while (
      this.protected.entries.size > this.maxEntries * PROTECTED_SHARE ||
      this.protected.bytes > this.maxBytes * PROTECTED_SHARE
    ) {
      const oldest = this.protected.shift();
      if (!oldest) break;
      this.probation.put(...oldest);
    }
    this.evict();
  }

  private evict(): void {
    while (this.size.entries > this.maxEntries || this.size.bytes > this.maxBytes) {
      if (!(this.probation.shift() ?? this.protected.shift())) break;
    }
  }
}

function sameValidity(a: Validity, b: Validity): boolean {
  return a.version === b.version && a.minute === b.minute && a.index === b.index;
}

/** A page shed: the page as built, 503, ask again in `retryAfterSeconds` (see SHED_STATUS). */
function shed<P extends DrawnPage>(shell: P, retryAfterSeconds: number): ServedPage<P> {
  return { ...served({ ...shell, status: SHED_STATUS }, 'shed'), retryAfterSeconds };
}

function served<P extends DrawnPage>(page: P, outcome: CacheOutcome): ServedPage<P> {
  const { html, keep: _keep, ...rest } = page;
  return { ...rest, body: Buffer.from(html), outcome };
}

/**
 * Whether a request carries a visitor's own state: an Authorization header, or a cookie other
 * than the language cookie (which is part of the key). Such a page is never kept nor shared.
 */
export function hasVisitorState(headers: {
  cookie?: string | undefined;
  authorization?: string | undefined;
}): boolean {
  if (headers.authorization) return true;
  return (headers.cookie ?? '')
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .some((name) => name !== '' && name !== LANGUAGE_COOKIE);
}
