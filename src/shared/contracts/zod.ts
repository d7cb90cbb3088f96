/**
 * The contracts' schema library, and so the app's and the server's: zod/mini. Its functional API
 * lets the bundler keep only the schema types and checks a page's calls use, where full zod's
 * method-chaining classes bring every check (and its module set-up) to any page that loads one
 * schema. Every schema imports `z` from here, so this setting is applied before any can parse.
 *
 * zod compiles object parsers with `new Function` when it can, and finds out whether it can by
 * trying once: under the site's Content-Security-Policy (no 'unsafe-eval') that probe is logged as
 * a CSP violation on every page. Jitless parsing is fast enough for our payloads (the directory's
 * 700 merchants check in 3-4 ms in Node, faster than the hand-written reader it replaced) and
 * never probes.
 */
import { config } from 'zod/v4/core';
import * as z from 'zod/mini';

config({ jitless: true });

export { z };

/**
 * `schema.check(...checks)` as a call a bundler may drop when its result is unused. The service
 * worker imports contract modules for their routes only; a method call at a module's top level
 * (or inside a schema's shape) would keep every schema, and zod, in the worker.
 */
export const checked = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodMiniType>(
  schema: T,
  ...checks: Parameters<T['check']>
): T => schema.check(...checks) as T;
