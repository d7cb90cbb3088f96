/**
 * Starts the production server (`server/start.js`, compiled as `npm start` runs it) as a child process of its own: its own port, a
 * throw-away database and any built site directory. Used by `npm run lighthouse` and by the
 * browser tests that must stop the server entirely or serve a modified copy of dist/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..');

export interface SiteServer {
  url: string;
  port: number;
  databasePath: string;
  process: ChildProcess;
  /** Stops the process (SIGTERM, then SIGKILL after 5 s) and deletes the database. */
  stop(): Promise<void>;
}

export interface SiteServerOptions {
  /** Built site to serve; dist/ by default. */
  distDir?: string;
  /** A fixed port; a free one by default. */
  port?: number;
  /** Extra environment (e.g. WRITE_RATE_LIMIT). */
  env?: Record<string, string>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('No port')),
      );
    });
  });
}

/**
 * A private copy of the built site, so a test's server is not disturbed by a build writing dist/
 * meanwhile, and a test may change its copy (a simulated deploy). `remove` deletes it.
 */
export function copyBuiltSite(from = join(PROJECT_ROOT, 'dist')): { dir: string; remove(): void } {
  const parent = mkdtempSync(join(tmpdir(), 'complex-dist-'));
  const dir = join(parent, 'dist');
  cpSync(from, dir, { recursive: true });
  // The server's render goes with its site (dist-ssr beside dist), as `npm run build` leaves them.
  if (existsSync(`${from}-ssr`)) cpSync(`${from}-ssr`, `${dir}-ssr`, { recursive: true });
  return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}

async function waitUntilServing(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with ${child.exitCode} before serving ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((next) => setTimeout(next, 200));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms`);
}

export async function startSiteServer(options: SiteServerOptions = {}): Promise<SiteServer> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'complex-site-'));
  const databasePath = join(dataDir, 'site.sqlite');
  // `node` directly, not `npm start`: stopping an npm wrapper would leave the server running.
  const child = spawn(process.execPath, ['server/start.js'], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      DATABASE_PATH: databasePath,
      DIST_DIR: options.distDir ?? join(PROJECT_ROOT, 'dist'),
      SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      WRITE_RATE_LIMIT: '1000',
      ...options.env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://localhost:${port}`;
  try {
    await waitUntilServing(`${url}/`, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, port, databasePath, process: child, stop };
}
