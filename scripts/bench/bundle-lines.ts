/**
 * The bundle part of the bench: first-load JS and CSS of `/`, every route chunk and the precache,
 * measured by scripts/bundle-report.ts and scripts/budgets.ts (the same code the bundle-budget and
 * PWA browser tests assert with) and judged against issue 8's targets.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGETS, measureBudgets } from '../budgets.ts';
import { BUNDLE_BUDGETS, measureBundle, type ChunkSize } from '../bundle-report.ts';
import { carparkShellFiles, readViteManifest } from '../carpark-shell.ts';
import { atMost, describeLimit, failedChecks, type Limit } from './budget.ts';
import { MOBILE_FIRST_LOAD_JS_BUDGET_BYTES, type MobileFirstLoad } from './mobile-first-load.ts';
import { gzipSize, kb } from './sizes.ts';
import type { BenchLine } from './table.ts';

/** Issue 8's targets, the same `npm test` asserts (BUNDLE_BUDGETS, BUDGETS). */
export const BUNDLE_TARGETS = {
  firstLoadJs: atMost(BUNDLE_BUDGETS.firstLoadJsGzipBytes),
  firstLoadCss: atMost(BUNDLE_BUDGETS.firstLoadCssGzipBytes),
  routeChunk: atMost(BUNDLE_BUDGETS.routeChunkGzipBytes),
  precacheTotal: atMost(BUDGETS.precacheTotalBytes),
  mobileFirstLoadJs: atMost(MOBILE_FIRST_LOAD_JS_BUDGET_BYTES),
} as const;

/** Text files travel gzipped (the server keeps `.gz` siblings); images as they are. */
const TRAVELS_GZIPPED = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt|xml|ico)$/;

function sizeLine(subject: string, bytes: number, limit: Limit, unit = 'gzip'): BenchLine {
  return {
    area: 'Bundle',
    subject,
    measured: `${kb(bytes)} ${unit}`,
    budget: describeLimit(limit, kb),
    failed: failedChecks([{ name: 'size', measured: bytes, limit }]),
  };
}

/**
 * What a lazily loaded chunk holds, for a reader: `src/routes/events/$id.tsx?tsr-split=component---loader`
 * → `route events/$id (component+loader)`; a module imported on demand (`import()`) by its path.
 */
export function lazyChunkName(chunk: ChunkSize): string {
  if (!chunk.source) return `chunk ${chunk.file}`;
  const [path = chunk.source, query] = chunk.source.split('?');
  if (!path.startsWith('src/routes/'))
    return `on demand ${path.replace(/^node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, '$1').replace(/\/index\.tsx?$|\.tsx?$/, '')}`;
  const name = path.replace(/^src\/routes\//, '').replace(/\.tsx?$/, '');
  const split = query ? new URLSearchParams(query).get('tsr-split') : null;
  return split ? `route ${name} (${split.split('---').join('+')})` : `route ${name}`;
}

export function bundleLines(distDir: string): BenchLine[] {
  const bundle = measureBundle(distDir);
  const precache = measureBudgets(distDir);
  const transferred = (entries: readonly { url: string; bytes: number }[]) =>
    entries.reduce((sum, entry) => {
      const path = entry.url.split('?')[0] ?? entry.url;
      return (
        sum +
        (TRAVELS_GZIPPED.test(path) ? gzipSize(readFileSync(join(distDir, path))) : entry.bytes)
      );
    }, 0);
  const precacheTransferred = transferred(precache.entries);
  // What a visitor whose browser asks to save data gets precached (sw/save-data.ts).
  const carparkFiles = new Set(carparkShellFiles(readViteManifest(distDir)));
  const carpark = precache.entries.filter((entry) => carparkFiles.has(entry.url));
  const carparkBytes = carpark.reduce((sum, entry) => sum + entry.bytes, 0);
  return [
    sizeLine(
      `First-load JS of / (${bundle.firstLoadJs.length} files)`,
      bundle.firstLoadJsGzipBytes,
      BUNDLE_TARGETS.firstLoadJs,
    ),
    sizeLine(
      `First-load CSS of / (${bundle.firstLoadCss.length} files)`,
      bundle.firstLoadCssGzipBytes,
      BUNDLE_TARGETS.firstLoadCss,
    ),
    ...bundle.routeChunks.map((chunk) =>
      sizeLine(`Lazy chunk: ${lazyChunkName(chunk)}`, chunk.gzipBytes, BUNDLE_TARGETS.routeChunk),
    ),
    sizeLine(
      `Precache total (${precache.entries.length} files; ${kb(precacheTransferred)} transferred gzip)`,
      precache.precacheTotalBytes,
      BUNDLE_TARGETS.precacheTotal,
      'raw',
    ),
    {
      area: 'Bundle',
      subject: `Precache of a visitor who saves data: the carpark journey (${carpark.length} files; ${kb(transferred(carpark))} transferred gzip), the rest kept when used`,
      measured: `${kb(carparkBytes)} raw`,
      budget: '',
      failed: null,
    },
  ];
}

/**
 * What a phone on mobile data downloads to open a page (scripts/bench/mobile-first-load.ts): every
 * script until the network is idle, gzip sizes, the same figure tests/browser/mobile-first-load.spec.ts
 * asserts; the worker's registration, loaded once the page is idle, beside it.
 */
export function mobileFirstLoadLine(load: MobileFirstLoad): BenchLine {
  const type = load.connection?.type ?? 'unknown';
  const registrationBytes = load.registration.reduce((sum, script) => sum + script.gzipBytes, 0);
  const line = sizeLine(
    `First-load JS of ${load.path} on mobile data (${load.scripts.length} scripts until the network is idle; navigator.connection.type ${type}; then, once the page was idle, ${kb(registrationBytes)} gzip of the worker's registration, not counted)`,
    load.gzipBytes,
    BUNDLE_TARGETS.mobileFirstLoadJs,
  );
  // Measured on any other connection, idle prefetching would count and the figure mean nothing.
  return type === 'cellular'
    ? line
    : { ...line, failed: [...(line.failed ?? []), 'connection type'] };
}
