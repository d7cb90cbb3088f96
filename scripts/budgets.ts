/**
 * Size budgets of the offline shell, measured on dist/ after `npm run build`:
 *   - everything the service worker precaches: at most 1.5 MB in total, no file over 500 KB;
 *   - the service worker itself: at most 15 KB gzipped.
 * A visitor's first visit downloads the whole precache, often on mobile data at the entrance.
 * Run: npx tsx scripts/budgets.ts   (exits 1 when a budget is exceeded; tests/browser/pwa.spec.ts
 * asserts the same after the build of `npm test`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { atMost, withinLimit } from './bench/budget.ts';
import { gzipSize, kb } from './bench/sizes.ts';

export const BUDGETS = {
  precacheTotalBytes: 1.5 * 1024 * 1024,
  precacheFileBytes: 500 * 1024,
  workerGzipBytes: 15 * 1024,
} as const;

export interface PrecacheEntry {
  url: string;
  bytes: number;
}

export interface BudgetReport {
  entries: PrecacheEntry[];
  precacheTotalBytes: number;
  workerBytes: number;
  workerGzipBytes: number;
  /** Budget violations, as sentences; empty when every budget holds. */
  violations: string[];
}

/** The precache manifest Workbox injected into sw.js (`self.__WB_MANIFEST`). */
export function readPrecacheManifest(
  workerSource: string,
): { url: string; revision: string | null }[] {
  const match = /\[\{"revision":[^\]]*\]/.exec(workerSource);
  if (!match)
    throw new Error('No precache manifest found in sw.js: was it built with injectManifest?');
  return JSON.parse(match[0]) as { url: string; revision: string | null }[];
}

export function measureBudgets(distDir = resolve(import.meta.dirname, '..', 'dist')): BudgetReport {
  const worker = readFileSync(join(distDir, 'sw.js'));
  const entries = readPrecacheManifest(worker.toString('utf8'))
    .map(({ url }) => ({ url, bytes: statSync(join(distDir, url.split('?')[0] ?? url)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  const precacheTotalBytes = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  const workerGzipBytes = gzipSize(worker);

  const violations: string[] = [];
  if (!withinLimit(precacheTotalBytes, atMost(BUDGETS.precacheTotalBytes))) {
    violations.push(
      `Precache is ${kb(precacheTotalBytes)}, over the ${kb(BUDGETS.precacheTotalBytes)} budget`,
    );
  }
  for (const entry of entries.filter(
    (e) => !withinLimit(e.bytes, atMost(BUDGETS.precacheFileBytes)),
  )) {
    violations.push(
      `${entry.url} is ${kb(entry.bytes)}, over the ${kb(BUDGETS.precacheFileBytes)} per-file budget`,
    );
  }
  // Workbox silently leaves out files over maximumFileSizeToCacheInBytes: a missing chunk would
  // break the offline shell while every size above still looked fine.
  const precached = new Set(entries.map((entry) => entry.url));
  for (const asset of readdirSync(join(distDir, 'assets')).filter((name) =>
    /\.(js|css)$/.test(name),
  )) {
    if (!precached.has(`assets/${asset}`))
      violations.push(`assets/${asset} is not precached (too large for the worker's limit?)`);
  }
  if (!withinLimit(workerGzipBytes, atMost(BUDGETS.workerGzipBytes))) {
    violations.push(
      `sw.js is ${kb(workerGzipBytes)} gzipped, over the ${kb(BUDGETS.workerGzipBytes)} budget`,
    );
  }
  return { entries, precacheTotalBytes, workerBytes: worker.length, workerGzipBytes, violations };
}

function print(report: BudgetReport): void {
  console.log(
    `Precache: ${report.entries.length} files, ${kb(report.precacheTotalBytes)} (budget ${kb(BUDGETS.precacheTotalBytes)})`,
  );
  for (const entry of report.entries.slice(0, 8))
    console.log(`  ${kb(entry.bytes).padStart(9)}  ${entry.url}`);
  if (report.entries.length > 8)
    console.log(`  ... and ${report.entries.length - 8} smaller files`);
  console.log(
    `Largest file: ${kb(report.entries[0]?.bytes ?? 0)} (budget ${kb(BUDGETS.precacheFileBytes)})`,
  );
  console.log(
    `Service worker: ${kb(report.workerBytes)}, ${kb(report.workerGzipBytes)} gzipped (budget ${kb(BUDGETS.workerGzipBytes)})`,
  );
  for (const violation of report.violations) console.error(`OVER BUDGET: ${violation}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const report = measureBudgets(process.argv[2] ? resolve(process.argv[2]) : undefined);
  print(report);
  process.exitCode = report.violations.length ? 1 : 0;
}
