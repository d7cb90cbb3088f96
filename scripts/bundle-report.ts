/**
 * What a visitor downloads to see the home page, measured on dist/ after `npm run build`:
 *   - first-load JS of `/`: the entry script of dist/index.html, everything it preloads or imports
 *     statically, and the chunks of the home route (read from the Vite manifest) with their static
 *     imports: at most 132.7 KB gzipped (docs/benchmarks.md, "First-load JavaScript of /": what it
 *     holds and why not 125 KB yet);
 *   - the CSS dist/index.html links plus the home route's CSS: at most 25 KB gzipped;
 *   - no route chunk (a lazily loaded part of a page) over 50 KB gzipped.
 * A first visit often happens on mobile data at the entrance, and the whole of it is parsed before
 * the page can answer a tap.
 * Run: npx tsx scripts/bundle-report.ts [distDir]   (prints a table, exits 1 when a budget is exceeded;
 * tests/browser/bundle-budget.spec.ts asserts the same after the build of `npm test`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { atMost, withinLimit } from './bench/budget.ts';
import { gzipSize, kb } from './bench/sizes.ts';

export const BUNDLE_BUDGETS = {
  // Issue 8's 150 KB, brought down to what issue 21 reached (138.0 KB, 2026-11-27), then to what
  // issue 39 reached (134.1 KB: islands hydrated after the top of the page, those nobody needs
  // before they use the page loaded on that use; then 131.5 KB: no preload lists beside the lazy
  // imports, vite.config.ts; 132.2 KB with React DOM's client a file of its own, set up in a
  // task of its own, src/main.tsx) plus 0.3 KB; then 132.7 KB for the saved cache written a
  // query at a time (lib/query-persister.ts, +0.4 KB: a 166 ms task once a second on the
  // calibrated phone, on every page after the map, gone); the target is 125 KB (the bench's
  // line). React DOM, React, the router, TanStack Query and persistence alone are about 104 KB of
  // it; the rest is the frame, the top of the home page and the route tree (docs/benchmarks.md,
  // "First-load JavaScript of /").
  firstLoadJsGzipBytes: 132.7 * 1024,
  firstLoadCssGzipBytes: 25 * 1024,
  routeChunkGzipBytes: 50 * 1024,
} as const;

/** The manifest entry of the home route module (split parts carry a `?tsr-split=` suffix). */
const HOME_ROUTE_SOURCE = 'src/routes/index.tsx';

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
  /** The source module a route chunk was built from (`src/routes/search.tsx?tsr-split=component`). */
  source?: string;
}

export interface BundleReport {
  /** The JS of the first load of `/`, largest first. */
  firstLoadJs: ChunkSize[];
  firstLoadJsGzipBytes: number;
  firstLoadCss: ChunkSize[];
  firstLoadCssGzipBytes: number;
  /** Every JS chunk of the build, largest (gzipped) first. */
  chunks: ChunkSize[];
  /** Chunks loaded lazily for a route, none of them part of the first load. */
  routeChunks: ChunkSize[];
  violations: string[];
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

export function missingDistMessage(distDir: string): string {
  return `${distDir} has no production build (index.html or .vite/manifest.json missing): run \`npm run build\` first`;
}

function readManifest(distDir: string): ViteManifest {
  const indexPath = join(distDir, 'index.html');
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(indexPath) || !existsSync(manifestPath))
    throw new Error(missingDistMessage(distDir));
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
}

/** The entry script, modulepreloads and stylesheets dist/index.html names (paths under dist/). */
export function readIndexHtmlAssets(html: string): { scripts: string[]; styles: string[] } {
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="/?([^"]+)"`).exec(tag)?.[1];
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<script') && /type="module"/.test(tag)) {
      const src = attr(tag, 'src');
      if (src) scripts.push(src);
    } else if (/rel="modulepreload"/.test(tag)) {
      const href = attr(tag, 'href');
      if (href) scripts.push(href);
    } else if (/rel="stylesheet"/.test(tag)) {
      const href = attr(tag, 'href');
      if (href?.endsWith('.css')) styles.push(href);
    }
  }
  return { scripts, styles };
}

/** Static imports of a built chunk (`import"./x.js"`, `from"./x.js"`), as paths under dist/. */
function staticImportsOf(distDir: string, file: string): string[] {
  const code = readFileSync(join(distDir, file), 'utf8');
  const folder = file.slice(0, file.lastIndexOf('/') + 1);
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)].map(
    (match) => folder + (match[1] ?? ''),
  );
}

function closure(distDir: string, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImportsOf(distDir, file));
  }
  return seen;
}

function sizeOf(distDir: string, file: string): ChunkSize {
  const content = readFileSync(join(distDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSize(content) };
}

const byGzipDescending = (a: ChunkSize, b: ChunkSize) => b.gzipBytes - a.gzipBytes;
const totalGzip = (sizes: ChunkSize[]) => sizes.reduce((sum, size) => sum + size.gzipBytes, 0);

export function measureBundle(distDir = resolve(import.meta.dirname, '..', 'dist')): BundleReport {
  const manifest = readManifest(distDir);
  const html = readIndexHtmlAssets(readFileSync(join(distDir, 'index.html'), 'utf8'));

  const homeParts = Object.entries(manifest).filter(
    ([key]) => key === HOME_ROUTE_SOURCE || key.startsWith(`${HOME_ROUTE_SOURCE}?`),
  );
  if (homeParts.length === 0)
    throw new Error(`The Vite manifest has no chunk for ${HOME_ROUTE_SOURCE}`);
  const firstLoadFiles = closure(distDir, [
    ...html.scripts,
    ...homeParts.map(([, chunk]) => chunk.file),
  ]);

  const cssFiles = new Set(html.styles);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (firstLoadFiles.has(chunk.file) || homeParts.some(([homeKey]) => homeKey === key))
      chunk.css?.forEach((css) => cssFiles.add(css));
  }

  const chunks = readdirSync(join(distDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => sizeOf(distDir, `assets/${name}`))
    .sort(byGzipDescending);
  const dynamicEntries = new Map(
    Object.values(manifest)
      .filter((chunk) => chunk.isDynamicEntry)
      .map((chunk) => [chunk.file, chunk.src]),
  );
  const routeChunks = chunks
    .filter((chunk) => dynamicEntries.has(chunk.file) && !firstLoadFiles.has(chunk.file))
    .map((chunk) => {
      const source = dynamicEntries.get(chunk.file);
      return source ? { ...chunk, source } : chunk;
    });
  const firstLoadJs = chunks.filter((chunk) => firstLoadFiles.has(chunk.file));
  const firstLoadCss = [...cssFiles].map((file) => sizeOf(distDir, file)).sort(byGzipDescending);

  const report: BundleReport = {
    firstLoadJs,
    firstLoadJsGzipBytes: totalGzip(firstLoadJs),
    firstLoadCss,
    firstLoadCssGzipBytes: totalGzip(firstLoadCss),
    chunks,
    routeChunks,
    violations: [],
  };
  if (!withinLimit(report.firstLoadJsGzipBytes, atMost(BUNDLE_BUDGETS.firstLoadJsGzipBytes))) {
    report.violations.push(
      `First-load JS of / is ${kb(report.firstLoadJsGzipBytes)} gzipped, over the ${kb(BUNDLE_BUDGETS.firstLoadJsGzipBytes)} budget`,
    );
  }
  if (!withinLimit(report.firstLoadCssGzipBytes, atMost(BUNDLE_BUDGETS.firstLoadCssGzipBytes))) {
    report.violations.push(
      `First-load CSS of / is ${kb(report.firstLoadCssGzipBytes)} gzipped, over the ${kb(BUNDLE_BUDGETS.firstLoadCssGzipBytes)} budget`,
    );
  }
  for (const chunk of routeChunks.filter(
    (c) => !withinLimit(c.gzipBytes, atMost(BUNDLE_BUDGETS.routeChunkGzipBytes)),
  )) {
    report.violations.push(
      `Route chunk ${chunk.file} is ${kb(chunk.gzipBytes)} gzipped, over the ${kb(BUNDLE_BUDGETS.routeChunkGzipBytes)} budget`,
    );
  }
  return report;
}

function row(size: ChunkSize, note = ''): string {
  return `  ${kb(size.gzipBytes).padStart(9)}  ${kb(size.bytes).padStart(9)}  ${size.file}${note}`;
}

function print(report: BundleReport): void {
  const routeFiles = new Set(report.routeChunks.map((chunk) => chunk.file));
  console.log('     gzip        raw  first-load JS of /');
  report.firstLoadJs.forEach((chunk) => console.log(row(chunk)));
  console.log(
    `  ${kb(report.firstLoadJsGzipBytes).padStart(9)}  total (budget ${kb(BUNDLE_BUDGETS.firstLoadJsGzipBytes)})`,
  );
  console.log('\n     gzip        raw  first-load CSS of /');
  report.firstLoadCss.forEach((css) => console.log(row(css)));
  console.log(
    `  ${kb(report.firstLoadCssGzipBytes).padStart(9)}  total (budget ${kb(BUNDLE_BUDGETS.firstLoadCssGzipBytes)})`,
  );
  console.log(
    `\n     gzip        raw  every JS chunk (* route chunk, budget ${kb(BUNDLE_BUDGETS.routeChunkGzipBytes)} each)`,
  );
  report.chunks.forEach((chunk) => console.log(row(chunk, routeFiles.has(chunk.file) ? ' *' : '')));
  for (const violation of report.violations) console.error(`OVER BUDGET: ${violation}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const report = measureBundle(process.argv[2] ? resolve(process.argv[2]) : undefined);
    print(report);
    process.exitCode = report.violations.length ? 1 : 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
