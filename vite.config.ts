import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { carparkShellDefine } from './scripts/carpark-shell';
import { shortClassNames } from './scripts/css-class-names';
import { siteLucideIcons } from './scripts/lucide-icons';
import { preloadChunk } from './scripts/preload-chunk';

// vite-plugin-pwa takes no manifest path: the top-level file is the single source, read here and
// passed whole so the plugin adds none of its own defaults.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

export default defineConfig(({ command, isSsrBuild }) => ({
  // public/ goes with the site in dist/, not with the server's render.
  publicDir: isSsrBuild ? false : 'public',
  // The server's render bundles React and the router (ssr.noExternal): their production builds,
  // whatever NODE_ENV the server runs with (npm start sets none, and React's development build
  // draws a page several times slower).
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  // CSS module classes get names of three or four characters in a build (scripts/css-class-names.ts):
  // their maps travel in the JavaScript and every name in the stylesheet. On `/`, gzip: JS on
  // mobile data 149.3 -> 148.6 KB, the stylesheet 16.9 -> 13.7 KB.
  ...(command === 'build' && {
    css: {
      modules: {
        generateScopedName: shortClassNames(fileURLToPath(new URL('.', import.meta.url))),
      },
    },
  }),
  resolve: {
    alias: [
      // TanStack Store asks for the selector hook's shim for React < 18; React 19 has
      // useSyncExternalStore, and the same package's plain build uses it (0.2 KB less in the
      // first load).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      // workbox-window's `module` is its ES5 build; its package names the ES2017 one as primary.
      // The build targets ES2022: the registration chunk is 1.3 KB gzipped instead of 2.4 KB.
      {
        find: /^workbox-window$/,
        replacement: 'workbox-window/build/workbox-window.prod.mjs',
      },
    ],
  },
  plugins: [
    // The router plugin must come before react().
    // Every lazily split part of a route (loader, page, pending, error and not-found views) in one
    // chunk per route: the plugin's default leaves loaders and pending views in the route file, and
    // whatever they import (a page's query options, schemas, messages, skeleton) in the entry bundle.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
    }),
    react(),
    // lucide's icons drawn by the site's own small createLucideIcon (scripts/lucide-icons.ts).
    siteLucideIcons(),
    // React DOM's client is a chunk of its own (codeSplitting below), preloaded with the entry.
    !isSsrBuild && preloadChunk('react-dom'),
    // The server's render (src/entry-server.tsx, built with --ssr into dist-ssr/) has no worker.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest,
        manifestFilename: 'manifest.webmanifest',
        // Public files of the offline shell (the JS/CSS/HTML globs below cover the build output).
        // Screenshots stay out: only install dialogs show them. The floor plans are data
        // (GET /api/map), which the worker fetches into its cache at install (sw/warm-data.ts).
        includeAssets: ['favicon.svg', 'robots.txt', 'icons/*.png', 'brand/*.svg', 'fonts/*'],
        injectManifest: {
          globPatterns: ['**/*.{js,css,html}'],
          maximumFileSizeToCacheInBytes: 500 * 1024,
          // The carpark journey's files (what a visitor who saves data gets precached), read from
          // the app's build, which is on disk when the worker is built.
          buildPlugins: {
            vite: [carparkShellDefine(fileURLToPath(new URL('./dist', import.meta.url)))],
          },
        },
        devOptions: { enabled: false },
      }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // One stylesheet for the whole site (17 KB gzipped), loaded with the page, instead of one per
    // chunk: a page's route then needs no CSS round trips of its own before it can paint, and
    // every later page has its styles already. Lighthouse LCP: promotions 2.75 -> 2.51 s, an event
    // 2.82 -> 2.68 s, home 2.51 -> 2.38 s (single runs); first paint about 40 ms later. A page the
    // server draws no longer waits for it to paint (server/pages/first-paint.ts).
    cssCodeSplit: false,
    // Every browser the build targets but Safari 16 preloads modules itself; the polyfill's set-up
    // (a scan of the page and a mutation observer) cost the first load's longest task 3-4 ms.
    modulePreload: {
      polyfill: false,
      // A lazy chunk's imports are found by the browser as the chunk loads, not listed beside
      // each import() for a script to preload. The lists were 2.4 KB of the first load (every
      // route's, four times over), and the app's start appended a link per chunk of the page's
      // route in one task: on a calibrated phone in Lighthouse, 126 ms for a category's 13
      // chunks (each request a script started is traced with its stack). What it costs: on a
      // first visit, a route's chunks come one round trip after its own; after it, the
      // worker's precache holds them all. The HTML's own list stays.
      resolveDependencies: (_chunk, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    // dist/.vite/manifest.json maps route modules to their chunks for scripts/bundle-report.ts
    // (not precached, not served: the static server skips dot folders).
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry needs before it can run goes in one file: split into half a dozen
        // small shared chunks it cost a phone a round trip each, and about 2 KB of gzip overhead.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // React DOM's client, which src/main.tsx asks for with import() once the rest of the
            // entry has run: a file of its own, which index.html preloads beside the entry
            // (scripts/preload-chunk.ts), so it is there when asked for.
            {
              name: 'react-dom',
              test: /node_modules[\\/](react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.production\.js)|scheduler)[\\/]?/,
            },
            // The parts of the frame and of the home page that hydrate after the top of the page
            // (components/ui/island.tsx), the home page's featured queries (its route's loader
            // imports them), and the saved cache's code: they load just after
            // hydration starts, so one file, not a dozen whose requests and gzip overhead cost a
            // phone more than they save (on `/`, 144.6 KB in 36 scripts split, 136.2 KB in 3).
            {
              name: 'after-hydration',
              test: /src[\\/](components[\\/](pwa[\\/](pwa-chrome|offline-banner|use-now)|layout[\\/]live-chat)|lib[\\/](data-age|query-persister|offline-queue-start|saved-cache)|features[\\/](home[\\/]components[\\/]quick-links|content[\\/]components[\\/](home-banners|banner-carousel|carousel-index)|(promotions|events)[\\/]api[\\/]queries))\.tsx?$|node_modules[\\/](idb-keyval|@tanstack[\\/]query-persist-client-core)[\\/]/,
            },
            // The cards many pages draw (the directory's, the promotions' and events' lists, the
            // home page's featured sections): one file of their own, so a page of cards does not
            // load the islands below with them, nor the home page's first load the cards.
            {
              name: 'cards',
              test: /src[\\/](components[\\/]ui[\\/](card|safe-image|badge|date-range)|features[\\/](promotions[\\/]components[\\/]promotion-card|events[\\/]components[\\/]event-card))\.tsx$/,
            },
            // The islands that wait for the visitor's first touch, scroll or key (`onUse`): the
            // footer and the loading bar, the home page's sections below the banners. One file,
            // asked for once; only the modules named here (what they share with other pages, such
            // as a store's contact lines or a promotion's status, stays in the chunks of those).
            {
              name: 'on-use',
              includeDependenciesRecursively: false,
              test: /src[\\/](components[\\/]layout[\\/](site-footer|social-icons|site-contact|progress-bar)|lib[\\/]progress|features[\\/](home[\\/]components[\\/]member-app-band|promotions[\\/]components[\\/]featured-promotions|events[\\/]components[\\/]featured-events))\.tsx?$/,
            },
            // The push topics: the "Notify me" buttons read them on first paint, and a call's
            // contract reads them too; left to the group below, they brought every call's code
            // (16 KB) into the first load of each page with such a button.
            { name: 'push-topics', test: /src[\\/]shared[\\/]push-topics\.ts$/ },
            // The parts most routes draw, in three files instead of some twenty of 0.2-1 KB, each
            // a request of its own on a first visit (an event page's route: 22 chunks, now 13).
            // Every route's states and header; a detail page's layout, text and share button; a
            // list's layout and chips.
            {
              name: 'page-kit',
              test: /src[\\/](components[\\/]ui[\\/](load-error-state|empty-state|button|page-header|plain-text|forms[\\/]notice)|lib[\\/](not-found|format|plain-text))(\.module\.css|\.tsx?)$|node_modules[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]useSuspenseQuery\.js$/,
            },
            {
              name: 'detail-kit',
              test: /src[\\/]components[\\/]ui[\\/](detail-layout|rich-text|linked-rich-text|share-button)(\.module\.css|\.tsx?)$/,
            },
            {
              name: 'list-kit',
              includeDependenciesRecursively: false,
              test: /src[\\/]components[\\/]ui[\\/](card-list-page|filter-chips|filtered-card-list|use-drawn-on-approach)(\.module\.css|\.tsx?)$/,
            },
            // The code every call shares, loaded with a page's first fetch: the API client, zod,
            // the contracts' shared parts (call.ts, the common fields, the cache policies) and the
            // read path's rules. One chunk, not seven. Each call's own contract goes with the code
            // that makes the call (a chunk of its own where two features import it): in this
            // chunk, every contract's schemas were built wherever one call was made, some 100 ms
            // of one task on a budget phone.
            {
              name: 'calls',
              test: /src[\\/](lib[\\/](api-client|api-error|wire|zod|read-path[\\/](detail-item|once-per-answer|server-answers|detail-answer|derived-answer|rules))|shared[\\/]contracts[\\/](call|zod|fields|cache-policies))\.ts$|node_modules[\\/]zod[\\/]/,
            },
          ],
        },
      },
    },
  },
  // The server's render bundles its dependencies, so their production builds (React's server
  // renderer among them) are chosen when it is built, not by the server's NODE_ENV.
  ssr: { noExternal: true },
  server: { port: 5173 },
  preview: { port: 4173 },
}));
