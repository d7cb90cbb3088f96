/**
 * `npm start`'s processes (server/processes.ts), run as `npm start` runs them: the compiled server
 * started by server/start.js with a throw-away SQLite file, serving the APIs only (no built site
 * is needed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { childProcessIds } from '../scripts/bench/backend.ts';
import { freePort, PROJECT_ROOT } from '../scripts/site-server.ts';
import { SENDER_ARGUMENT } from './push/sending-process.ts';
import { DEFAULT_IMPLEMENTATION_ID, IMPLEMENTATION_ID_HEADER } from '../src/shared/api-origin.ts';

/**
 * Linux only: the ids of `pid`'s serving processes (its children running start.js, but for the
 * one that sends push notifications).
 */
function childrenOf(pid: number): number[] {
  return childProcessIds(pid).filter((child) => {
    try {
      const command = readFileSync(`/proc/${child}/cmdline`, 'utf8');
      return command.includes('server/start.js') && !command.includes(SENDER_ARGUMENT);
    } catch {
      return false; // gone meanwhile
    }
  });
}

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

const started: Started[] = [];
const dirs: string[] = [];

async function start(env: Record<string, string>, port?: number): Promise<Started> {
  const dir = mkdtempSync(join(tmpdir(), 'complex-processes-'));
  dirs.push(dir);
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, ['server/start.js'], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(chosen),
      HOST: 'localhost',
      DATABASE_PATH: join(dir, 'site.sqlite'),
      DIST_DIR: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const server = { child, port: chosen, output: () => output, exited };
  started.push(server);
  return server;
}

async function until<T>(read: () => T | undefined, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((next) => setTimeout(next, 100));
  }
}

const ready = (server: Started) =>
  until(() => /site ready on .*\((.+)\)/.exec(server.output())?.[1], 'the ready line');

/** POSTs `body` on a connection of its own; resolves to the status. */
function postOnNewConnection(port: number, path: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        port,
        host: 'localhost',
        path,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [IMPLEMENTATION_ID_HEADER]: DEFAULT_IMPLEMENTATION_ID,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function healthy(server: Started): Promise<boolean> {
  const answers = await Promise.all(
    Array.from({ length: 6 }, () =>
      fetch(`http://localhost:${server.port}/healthz`).then((response) => response.status),
    ),
  );
  return answers.every((status) => status === 200);
}

afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.runIf(process.platform === 'linux')('the server on every core (SERVER_PROCESSES)', () => {
  it('serves from its processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    const server = await start({ SERVER_PROCESSES: '2' });
    expect(await ready(server)).toBe('2 serving processes');
    const pid = server.child.pid!;
    const first = childrenOf(pid);
    expect(first).toHaveLength(2);
    expect(await healthy(server)).toBe(true);

    process.kill(first[0]!, 'SIGKILL');
    const replaced = await until(() => {
      const now = childrenOf(pid);
      return now.length === 2 && !now.includes(first[0]!) ? now : undefined;
    }, 'a replacement process');
    expect(replaced).toContain(first[1]);
    await until(
      () =>
        /stopped \(signal SIGKILL\); starting another/.test(server.output()) ? true : undefined,
      'the log line',
    );
    // The replacement takes connections once it listens.
    await new Promise((next) => setTimeout(next, 1500));
    expect(await healthy(server)).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const child of replaced) expect(() => process.kill(child, 0)).toThrow();
  }, 90_000);

  it("counts a client's writes once for all its processes (the limit is not multiplied)", async () => {
    const server = await start({ SERVER_PROCESSES: '2', WRITE_RATE_LIMIT: '3' });
    await ready(server);
    const statuses: number[] = [];
    // A connection each, so that the processes share the writes.
    for (let i = 0; i < 8; i += 1)
      statuses.push(await postOnNewConnection(server.port, '/api/booking/inquiry', '{}'));
    expect(statuses.filter((status) => status !== 429)).toHaveLength(3);
    expect(statuses.slice(3)).toEqual([429, 429, 429, 429, 429]);
  }, 90_000);

  it('sends push notifications from one more process, at a lower priority, kept running', async () => {
    const server = await start({ SERVER_PROCESSES: '1' });
    await ready(server);
    const pid = server.child.pid!;
    const senders = () =>
      childProcessIds(pid).filter((child) => {
        try {
          return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes(SENDER_ARGUMENT);
        } catch {
          return false;
        }
      });
    const first = await until(() => senders()[0], 'the sending process');
    // Its niceness (the 19th field of /proc/PID/stat): pages come first on a busy machine.
    const stat = readFileSync(`/proc/${first}/stat`, 'utf8');
    expect(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]).toBe('10');

    process.kill(first, 'SIGKILL');
    const second = await until(() => {
      const now = senders();
      return now.length === 1 && now[0] !== first ? now[0] : undefined;
    }, 'another sending process');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await until(() => {
      try {
        process.kill(second, 0);
        return undefined;
      } catch {
        return true;
      }
    }, 'the sending process to stop');
  }, 90_000);

  it('stops with an error when its processes cannot listen, instead of starting them again', async () => {
    const port = await freePort();
    const taken: Server = createServer();
    await new Promise<void>((done) => taken.listen(port, 'localhost', done));
    try {
      const server = await start({ SERVER_PROCESSES: '2' }, port);
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/stopped before it listened/);
      expect(server.output()).not.toMatch(/site ready/);
    } finally {
      taken.close();
    }
  }, 90_000);
});
