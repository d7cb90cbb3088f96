/**
 * zod compiles object parsers with `new Function` when it can, and finds out whether it can by
 * trying once: under the site's Content-Security-Policy (no 'unsafe-eval') that probe is logged as
 * a CSP violation on every page. Jitless parsing is fast enough for our payloads and never probes.
 * Imported first by main.tsx, and by api-client.ts so every parse path (tests included) has it.
 * The setting lives in zod's core, shared by `zod` and `zod/mini` schemas alike.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
