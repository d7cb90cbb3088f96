/**
 * A throw-away PostgreSQL server for tests: a cluster initialised in a temp folder, listening only
 * on a Unix socket in that folder (no TCP port to collide with anything), stopped and deleted
 * afterwards. Debian's `postgresql` package provides the binaries; without them the tests fail and
 * say so (no skipping). PostgreSQL refuses to run as root, so as root the cluster runs as `nobody`.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's layout, one folder per major version; POSTGRES_ROOT as `npm run test:setup` reads it. */
const PG_ROOT = process.env.POSTGRES_ROOT ?? '/usr/lib/postgresql';
/** Names the socket file (`.s.PGSQL.<port>`); with no TCP listener it collides with nothing. */
const PORT = 5540;

export interface Cluster {
  /** Folder holding the server's socket. */
  socketDir: string;
  port: number;
  /** A connection URL for `database` on this cluster, as user `postgres`. */
  url(database: string): string;
  stop(): void;
}

/** The newest installed PostgreSQL's bin folder, or an error telling how to install it. */
export function postgresBin(): string {
  const versions = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT)
        .filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error(
      `PostgreSQL is not installed (no ${PG_ROOT}/*/bin/initdb): the backend suite runs against ` +
        'PostgreSQL too. Install it with `apt-get install postgresql` (Debian; `npm test` does so ' +
        'itself when run as root), then run the tests again.',
    );
  return join(PG_ROOT, versions[0]!, 'bin');
}

export function startCluster(): Cluster {
  const bin = postgresBin();
  const root = mkdtempSync(join(tmpdir(), 'complex-pg-'));
  const dataDir = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  // As root, the server runs as `nobody`, who must be able to write the folder.
  let run = (tool: string, args: string[]) =>
    execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'nobody']).toString());
    const gid = Number(execFileSync('id', ['-g', 'nobody']).toString());
    chownSync(root, uid, gid);
    chmodSync(root, 0o755);
    run = (tool, args) =>
      execFileSync('runuser', ['-u', 'nobody', '--', join(bin, tool), ...args], {
        stdio: 'pipe',
        cwd: root,
      });
  }
  try {
    run('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      // Byte order for text, as SQLite sorts: both stores list in the same order.
      '--locale=C',
      '--no-sync',
    ]);
    const options = [
      `-k ${root}`,
      `-p ${PORT}`,
      "-c listen_addresses=''",
      // A test cluster need not survive a power cut: skip the syncs that make PostgreSQL durable.
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(root, 'server.log'), '-w', 'start']);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`Could not start a test PostgreSQL cluster: ${output || String(error)}`);
  }
  let stopped = false;
  return {
    socketDir: root,
    port: PORT,
    url: (database) =>
      `postgres://postgres@localhost:${PORT}/${database}?host=${encodeURIComponent(root)}`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
