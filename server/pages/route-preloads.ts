/**
 * A drawn page names the code of its route in its head, as `modulepreload` links: the browser
 * asks for it while it parses the page, beside the app's entry script, instead of once the app
 * has run and asked the router for it. And the app then finds the links there: Vite's preload
 * helper appends a link for each chunk a route's code needs unless the page has it already, and
 * appending them cost a page's first tasks 5-25 ms of this machine's time (a map's route needs
 * seventeen), ten times that on a budget phone.
 *
 * The chunks of a route are read from the build's manifest (dist/.vite/manifest.json): the
 * router's file routes are split into a chunk per route module (`src/routes/map.tsx?tsr-split=…`),
 * each with the chunks it imports; those the entry already holds are left out. A build without a
 * manifest draws its pages without the links, and the app asks for the code as before.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

/** Where the router's file routes live, as the manifest names their modules. */
const ROUTES_FOLDER = 'src/routes/';
const ROUTE_FILE = /\.tsx?$/;

/**
 * The id the router gives the route of a file under src/routes (its file-route convention for
 * this tree's plain folders): `map.tsx` is `/map`, `events/index.tsx` is `/events/`, `index.tsx`
 * is `/`, `store_categories/$category/$id.tsx` is `/store_categories/$category/$id`.
 * Undefined for a module that is not a route file.
 */
export function routeIdOfFile(source: string): string | undefined {
  const path = source.split('?')[0] ?? source;
  if (!path.startsWith(ROUTES_FOLDER) || !ROUTE_FILE.test(path)) return undefined;
  const name = path.slice(ROUTES_FOLDER.length).replace(ROUTE_FILE, '');
  if (name === '__root') return undefined; // the root route is in the entry
  return `/${name.replace(/(^|\/)index$/, '$1')}`;
}

/** Each route's chunks (site paths, `/assets/…`), the entry's own left out. */
export type RouteChunks = ReadonlyMap<string, readonly string[]>;

/**
 * The chunks of every route of a build, from its Vite manifest: the route's own first, then what
 * it imports, then what those import (the order in which a browser would find them).
 */
export function routeChunksOf(manifest: ViteManifest): RouteChunks {
  const closure = (keys: readonly string[]): string[] => {
    const found = new Set<string>();
    for (let queue = [...keys]; queue.length > 0;) {
      const key = queue.shift() ?? '';
      if (found.has(key) || !manifest[key]) continue;
      found.add(key);
      queue.push(...(manifest[key].imports ?? []));
    }
    return [...found];
  };
  const inEntry = new Set(closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry)));
  const byRoute = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const routeId = routeIdOfFile(chunk.src ?? key);
    if (!routeId || inEntry.has(key)) continue;
    const files = closure([key])
      .filter((part) => !inEntry.has(part))
      .map((part) => `/${manifest[part]?.file ?? part}`);
    byRoute.set(routeId, [...(byRoute.get(routeId) ?? []), ...files]);
  }
  return byRoute;
}

/**
 * How many chunks a page names at most. Each name costs its document some 20 bytes as sent (the
 * hashes do not compress), and the directory's pages, with their list and its data, have about
 * 300 to spare before they no longer fit the first round trip (page-weight.spec.ts); a chunk
 * past the first twelve is asked for as before, by the app.
 */
export const MAX_ROUTE_PRELOADS = 12;

/**
 * The head's links for the chunks of `routeIds` (the drawn page's matched routes), each chunk
 * once, at most `MAX_ROUTE_PRELOADS`, asked for at low priority like the entry script they serve
 * (first-paint.ts): the page's first paint and its lead image need neither. Written short: a
 * build's file names need no quotes, and a module preload without `crossorigin` is asked for with
 * the same credentials as with it (same-origin).
 */
export function routePreloadLinks(chunks: RouteChunks, routeIds: readonly string[]): string {
  const files = new Set(routeIds.flatMap((id) => chunks.get(id) ?? []));
  return [...files]
    .filter((file) => /^[\w/.-]+$/.test(file))
    .slice(0, MAX_ROUTE_PRELOADS)
    .map((file) => `<link rel=modulepreload href=${file} fetchpriority=low>`)
    .join('');
}

interface Read {
  modifiedAt: number;
  chunks: RouteChunks;
}

/** Manifests read, by path: a deploy writes a new one where the last one was. */
const read = new Map<string, Read>();

/** The route chunks of the build in `siteDir`; none when it has no readable manifest. */
export function routeChunksIn(siteDir: string): RouteChunks {
  const path = join(siteDir, '.vite', 'manifest.json');
  let modifiedAt: number;
  try {
    modifiedAt = statSync(path).mtimeMs;
  } catch {
    return new Map();
  }
  const known = read.get(path);
  if (known?.modifiedAt === modifiedAt) return known.chunks;
  let chunks: RouteChunks = new Map();
  try {
    chunks = routeChunksOf(JSON.parse(readFileSync(path, 'utf8')) as ViteManifest);
  } catch {
    // A manifest being written or broken: these pages go without the links.
  }
  read.set(path, { modifiedAt, chunks });
  return chunks;
}
