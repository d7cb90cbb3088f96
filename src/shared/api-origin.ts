/**
 * The site's own origin as the browser calls it: where the server mounts each API, the default
 * `{bi}` base and implementation id, and the site's headers. The calls' own paths are their
 * contracts' (contracts/); the first page's code (lib/config.ts) imports this alone.
 */

/**
 * Where the site's server mounts each API on its own origin, in both data sources (the embedded
 * store or the gateway to the complex's backends): the browser only ever calls these.
 */
export const EMBEDDED_MOUNTS = {
  /** `{bi}` is `/bi/{stage}`. */
  biPrefix: '/bi',
  /** `{api}` is the origin itself: its paths already start with `/api`. */
  api: '',
  endpoint: '/endpoint',
} as const;

/** Stage of the BI API on the site's own origin (the gateway calls the backends' own stage). */
export const DEFAULT_BI_STAGE = 'Prod';
/**
 * The `{bi}` base on the site's origin: the app's calls and the service worker's install fetches
 * both use it, so both ask for the same thing.
 */
export const DEFAULT_BI_BASE = `${EMBEDDED_MOUNTS.biPrefix}/${DEFAULT_BI_STAGE}`;
/** Default value of the `implementation-id` header (the embedded server's default too). */
export const DEFAULT_IMPLEMENTATION_ID = 'complex-web';

/** Header that identifies the site to every backend. */
export const IMPLEMENTATION_ID_HEADER = 'implementation-id';
/** Header carrying the contact form's idempotency key. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
