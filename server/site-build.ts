/**
 * Keeps dist/ in step with the sources on `npm start`: rebuilds when dist/ is missing or older than
 * any input of the build, then writes gzip and brotli siblings of the text assets so the static
 * server can send them precompressed.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { serverRenderDirOf } from './pages/server-render.ts';

/** Inputs of `npm run build`, relative to the project root. */
export const BUILD_INPUTS = [
  'src',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'manifest.webmanifest',
];

/** Newest modification time (ms) among files under `path`; tests beside the code do not count. */
export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * True when dist/ has no index.html or one older than the newest build input, or the server's
 * render beside it (dist-ssr/) is missing.
 */
export function isBuildStale(root: string, distDir: string): boolean {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  if (!existsSync(join(serverRenderDirOf(distDir), 'entry-server.js'))) return true;
  const built = statSync(index).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(join(root, input)) > built);
}

/** Runs `npm run build` with inherited output; rejects when it fails. */
export function runBuild(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`)),
    );
  });
}

const TEXT_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.webmanifest',
  '.txt',
  '.xml',
  '.ico',
]);
/** Below this size compression gains nothing worth a second file. */
const MIN_SIZE = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function textAssets(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...textAssets(path));
    else if (TEXT_EXTENSIONS.has(extname(entry.name))) files.push(path);
  }
  return files;
}

async function isFresh(sibling: string, sourceMtime: number): Promise<boolean> {
  try {
    return (await stat(sibling)).mtimeMs >= sourceMtime;
  } catch {
    return false;
  }
}

/** Writes `.br` and `.gz` beside each text asset that lacks an up-to-date one; returns how many files it wrote. */
export async function precompress(distDir: string): Promise<number> {
  let written = 0;
  for (const file of textAssets(distDir)) {
    const info = await stat(file);
    if (info.size < MIN_SIZE) continue;
    const content = await readFile(file);
    if (!(await isFresh(`${file}.br`, info.mtimeMs))) {
      const params = {
        [zlib.BROTLI_PARAM_QUALITY]: 11,
        [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
      };
      await writeFile(`${file}.br`, await brotli(content, { params }));
      written++;
    }
    if (!(await isFresh(`${file}.gz`, info.mtimeMs))) {
      await writeFile(`${file}.gz`, await gz(content, { level: 9 }));
      written++;
    }
  }
  return written;
}
