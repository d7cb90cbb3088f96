/**
 * `npm start`: the production server, compiled. Node runs `dist-server/main.js`, the server and
 * the src/shared modules it imports bundled by esbuild into one file (its packages stay in
 * node_modules), so a start neither transpiles TypeScript nor resolves some 150 source modules.
 * When that file is missing (a fresh clone) or older than a file it was built from, this builds it first
 * (half a second); then the server itself builds the site when dist/ is stale (server/main.ts).
 * The bundle imports the migrations through a generated list (server/db/migrations-index.js), which
 * this writes first: a migration added or removed since the last build makes the bundle stale.
 *
 * Plain JavaScript, as it must run before anything is compiled. `node server/start.js --build`
 * only builds (`npm run build:server`, part of `npm run build`).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeMigrationsIndex } from './db/migrations-index.js';

const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = join(ROOT, 'dist-server');
const ENTRY = join(OUT_DIR, 'main.js');
/** The files the bundle was built from, listed by its build (root-relative). */
const INPUTS = join(OUT_DIR, 'inputs.json');

/** True when the bundle is missing, or older than one of its inputs (or this build script). */
function isStale() {
  if (!existsSync(ENTRY) || !existsSync(INPUTS)) return true;
  const built = statSync(ENTRY).mtimeMs;
  const inputs = [...JSON.parse(readFileSync(INPUTS, 'utf8')), 'server/start.js'];
  return inputs.some((input) => {
    const path = join(ROOT, input);
    return !existsSync(path) || statSync(path).mtimeMs > built;
  });
}

/**
 * Bundles server/main.ts into dist-server/main.js (and its source map). Each file is written
 * beside its place and renamed into it, so a server starting meanwhile (the browser tests start
 * two at once) never loads half a file.
 */
async function build() {
  // Loaded only to build: a start with a fresh bundle does not load esbuild at all.
  const { build: esbuild, stop } = await import('esbuild');
  // esbuild's service process would otherwise live as long as the server's supervisor.
  const built = esbuild({
    absWorkingDir: ROOT,
    entryPoints: ['server/main.ts'],
    outfile: ENTRY,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  }).finally(stop);
  const { outputFiles, metafile } = await built;
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(INPUTS, JSON.stringify(Object.keys(metafile.inputs), null, 1));
  // The map first, the bundle last: a bundle in place is a complete build.
  const bundleLast = [
    ...outputFiles.filter((file) => file.path !== ENTRY),
    ...outputFiles.filter((file) => file.path === ENTRY),
  ];
  for (const file of bundleLast) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

// Rewritten only when a migration was added or removed: then newer than the bundle, which rebuilds.
writeMigrationsIndex();
if (process.argv.includes('--build')) {
  await build();
} else {
  if (isStale()) {
    console.log('Building the server (dist-server/ is missing or older than its sources)...');
    await build();
  }
  // Stack traces in the logs name the TypeScript sources' files and lines.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(ENTRY).href);
}
