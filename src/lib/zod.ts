/**
 * The app's zod: every schema module imports `z` from here, so this setting is applied before any
 * of them can parse, and only pages that load a schema load zod (the first load of `/` has none).
 *
 * zod compiles object parsers with `new Function` when it can, and finds out whether it can by
 * trying once: under the site's Content-Security-Policy (no 'unsafe-eval') that probe is logged as
 * a CSP violation on every page. Jitless parsing is fast enough for our payloads and never probes.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export { z } from 'zod';
