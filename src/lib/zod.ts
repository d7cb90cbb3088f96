/**
 * The app's zod, and it is zod/mini: the functional API lets the bundler keep only the schema types
 * and checks a page's wire schemas use, where full zod's method-chaining classes bring every check
 * (and its module set-up) to any page that loads one schema. Every schema module imports `z` from
 * here, so this setting is applied before any of them can parse, and only pages that load a schema
 * load zod (the first load of `/` has none: see lib/wire-schema.ts).
 *
 * zod compiles object parsers with `new Function` when it can, and finds out whether it can by
 * trying once: under the site's Content-Security-Policy (no 'unsafe-eval') that probe is logged as
 * a CSP violation on every page. Jitless parsing is fast enough for our payloads and never probes.
 */
import { config } from 'zod/v4/core';
import * as z from 'zod/mini';

config({ jitless: true });

export { z };
