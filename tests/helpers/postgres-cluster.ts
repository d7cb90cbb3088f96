/**
 * A throw-away PostgreSQL server for tests: a cluster initialised in a temp folder, listening only
 * on a Unix socket in that folder (no TCP port to collide with anything), stopped and deleted
 * afterwards. Debian's `postgresql` package provides the binaries; without them the tests fail and
 * say so (no skipping). PostgreSQL refuses to run as root, so as root the cluster runs as `nobody`.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statfsSync,
} from 'node:fs';
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

/** Free space a cluster in memory must find: the template, a few copies, the WAL kept (below). */
const MEMORY_FOLDER_MIN_BYTES = 1024 ** 3;

/**
 * Where the cluster lives: Linux's shared-memory folder when it has room, else the temp folder.
 * Each test app's database is a copy of the seeded template, and on a disk that copy took 340-400
 * ms (its WAL and files written through the page cache, syncs off or not), in memory 35-55 ms:
 * the PostgreSQL run of the backend suite went from 97 to 60 s. A container's small /dev/shm
 * (64 MB by default) is not enough, so it is measured first.
 */
function clusterParent(): string {
  const memory = '/dev/shm';
  try {
    const { bavail, bsize } = statfsSync(memory);
    if (bavail * bsize >= MEMORY_FOLDER_MIN_BYTES) return memory;
  } catch {
    // No such folder (not Linux): the temp folder.
  }
  return tmpdir();
}

export function startCluster(): Cluster {
  const bin = postgresBin();
  const root = mkdtempSync(join(clusterParent(), 'complex-pg-'));
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
      // Every copy writes the template into the WAL: kept under 256 MB (a checkpoint then recycles
      // it), where the default lets it grow to a gigabyte, in memory when the cluster is.
      '-c max_wal_size=256MB',
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
