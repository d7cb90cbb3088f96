/**
 * The part of the offline shell the carpark journey needs: what the worker precaches for a
 * visitor whose browser asks to save data (sw/save-data.ts); the rest of the shell is fetched and
 * kept when first used (sw/shell-on-use.ts). Worked out at build time from Vite's manifest
 * (dist/.vite/manifest.json) and written into the worker as `__CARPARK_SHELL__` by its build
 * (vite.config.ts), so it names this build's hashed files.
 *
 * The journey is tests/browser/carpark.spec.ts's, with global search, which the site promises in
 * the carpark too (README, "What this is"): the home page, the store directory and its search, a
 * store's page (unit and opening hours), the promotions, the floor plans, getting here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Route modules of the carpark journey (TanStack file routes; their split parts follow). */
export const CARPARK_ROUTES = [
  'src/routes/index.tsx',
  'src/routes/store_categories/$category/index.tsx',
  'src/routes/store_categories/$category/$id.tsx',
  'src/routes/promotions/index.tsx',
  'src/routes/map.tsx',
  'src/routes/getting_here.tsx',
  'src/routes/search.tsx',
] as const;

/** Public files every page needs: the page itself (every navigation), its manifest and icon. */
export const CARPARK_PUBLIC_FILES = ['index.html', 'manifest.webmanifest', 'favicon.svg'] as const;

export interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

const isRouteModule = (key: string) => key.startsWith('src/routes/');
const isPartOf = (key: string, route: string) => key === route || key.startsWith(`${route}?`);

/**
 * Files (dist-relative, as the precache manifest names them) of the carpark journey: the entry
 * with everything it imports and everything it loads on demand (the frame's menu, its Chinese,
 * the call code, the worker's registration) except other pages, the stylesheet, and each
 * journey route's chunks with everything they import or load. Throws when a route of the
 * journey has no chunk, so renaming one fails the build instead of leaving it out.
 */
export function carparkShellFiles(
  manifest: ViteManifest,
  routes: readonly string[] = CARPARK_ROUTES,
): string[] {
  const files = new Set<string>(CARPARK_PUBLIC_FILES);
  const visited = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(key)) return;
    visited.add(key);
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
      if (!isRouteModule(next)) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) visit(key);
    if (chunk.file.endsWith('.css')) files.add(chunk.file);
  }
  for (const route of routes) {
    const parts = Object.keys(manifest).filter((key) => isPartOf(key, route));
    if (parts.length === 0) throw new Error(`The build has no chunk for ${route}`);
    parts.forEach(visit);
  }
  return [...files].sort();
}

/** Reads dist/.vite/manifest.json (the app's build writes it before the worker's is built). */
export function readViteManifest(distDir: string): ViteManifest {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: the app's build writes it first`);
  return JSON.parse(readFileSync(path, 'utf8')) as ViteManifest;
}

/**
 * A plugin of the worker's build that defines `__CARPARK_SHELL__`: the worker is built after the
 * app (vite-plugin-pwa's injectManifest), when the app's manifest is on disk.
 */
export function carparkShellDefine(distDir: string): Plugin {
  return {
    name: 'carpark-shell',
    config: () => ({
      define: {
        __CARPARK_SHELL__: JSON.stringify(carparkShellFiles(readViteManifest(distDir))),
      },
    }),
  };
}
