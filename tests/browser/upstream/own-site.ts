/**
 * A site of a journey's own, for the journey that stops and restarts it (journeys.spec.ts): the
 * production server (`npm start`'s, built already) as a child process with its default serving
 * processes, and what it logs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { exited } from '../../support/server/server-process';

const ROOT = join(import.meta.dirname, '../../..');

export interface Site {
  process: ChildProcess;
  /** What the site has logged so far (one JSON line a request at LOG_LEVEL=info). */
  log(): string;
}

/** The production server (`npm start`'s), built already, with `env`; resolves once it is ready. */
export function startSite(env: Record<string, string>): Promise<Site> {
  const child = spawn(process.execPath, ['server/start.js'], {
    cwd: ROOT,
    env: { ...process.env, SKIP_BUILD: '1', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the site did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('site ready')) {
        clearTimeout(timer);
        resolve({ process: child, log: () => output });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the site stopped (${code}):\n${output}`)));
  });
}

export async function stopSite(site: Site): Promise<void> {
  site.process.kill('SIGTERM');
  await exited(site.process);
}

/** The serving processes' ids that logged a request for `path`. */
export function processesServing(site: Site, path: string): Set<number> {
  const pids = new Set<number>();
  for (const line of site.log().split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { pid?: number; msg?: string; req?: { url?: string } };
    if (entry.msg === 'incoming request' && entry.req?.url === path && entry.pid)
      pids.add(entry.pid);
  }
  return pids;
}

/** The number of serving processes the site said it started, in its ready line. */
export function servingProcesses(site: Site): number {
  const count = /site ready on .*\((\d+) serving process/.exec(site.log())?.[1];
  if (count === undefined) throw new Error(`no ready line naming its processes:\n${site.log()}`);
  return Number(count);
}

/** The warm-up lines (server/warm-up.ts) logged before the site said it was ready. */
export function warmUpsBeforeReady(site: Site): number {
  const beforeReady = site.log().split('site ready')[0] ?? '';
  return beforeReady.split('\n').filter((line) => line.includes('"msg":"Page renderer')).length;
}
