/**
 * `npm test`'s own set-up (scripts/test-setup.sh) on a bare machine, without touching this one:
 * the programs it looks for are pointed (through the variables the suites read) at an empty temp
 * folder, and a fake `apt-get` first on the PATH records what it is asked and "installs" a package
 * by writing a stand-in program where Debian's package would put it. A fake `id` says whether the
 * script runs as root, so both sides are tested whoever runs the tests. The PATH holds nothing
 * else but links to the few programs the script, the fakes and npm use: the machine's own apt-get
 * must be out of reach (run as root, it would install and upgrade real packages).
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const SETUP_SCRIPT = join(repoRoot, 'scripts', 'test-setup.sh');

/** Records each call, one line of arguments; on `install`, writes a stand-in for each package. */
const FAKE_APT_GET = `#!/bin/sh
echo "$*" >> "$FAKE_APT_LOG"
[ "$1" = install ] || exit 0
if [ -n "\${FAKE_APT_FAIL:-}" ]; then echo "E: Unable to locate package chromium" >&2; exit 100; fi
[ -z "\${FAKE_APT_INSTALLS_NOTHING:-}" ] || exit 0
for package in "$@"; do
  case $package in
    chromium-headless-shell) target=$CHROMIUM_PATH; version='Chromium 156.0.1 (shell)' ;;
    chromium) target=$CHROME_PATH; version='Chromium 156.0.1 built on Debian' ;;
    postgresql) target=$POSTGRES_ROOT/15/bin/initdb; version='initdb (PostgreSQL) 15.99' ;;
    *) continue ;;
  esac
  mkdir -p "$(dirname "$target")"
  printf '#!/bin/sh\\necho "%s"\\n' "$version" > "$target"
  chmod +x "$target"
done
`;

/** The machine's programs the script (`sh`, `head`, `cut`), the fake apt-get and npm run. */
const TOOLS = ['sh', 'head', 'cut', 'dirname', 'mkdir', 'chmod', 'node', 'npm'];

/** Where `name` is on this machine's PATH. */
function machineProgram(name: string): string {
  const dirs = (process.env.PATH ?? '').split(':').concat('/usr/bin', '/bin');
  const found = dirs.map((dir) => join(dir, name)).find((path) => existsSync(path));
  if (!found) throw new Error(`${name} is not on this machine's PATH`);
  return found;
}

let root: string;
/** Where the suites are told to look (nothing there until installed). */
let programs: { CHROMIUM_PATH: string; CHROME_PATH: string; POSTGRES_ROOT: string };
let aptLog: string;
/** A folder holding the fake `id` and `apt-get`. */
let fakeBin: string;
/** A folder holding only the fake `id`: a machine without apt-get. */
let fakeBinWithoutApt: string;
/** Links to TOOLS, last on every PATH. */
let tools: string;

function writeProgram(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  chmodSync(path, 0o755);
}

/** A stand-in for an installed program answering `--version`. */
function installed(path: string, version: string) {
  writeProgram(path, `#!/bin/sh\necho "${version}"\n`);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'complex-test-setup-'));
  programs = {
    CHROMIUM_PATH: join(root, 'usr/bin/chromium-headless-shell'),
    CHROME_PATH: join(root, 'usr/bin/chromium'),
    POSTGRES_ROOT: join(root, 'usr/lib/postgresql'),
  };
  aptLog = join(root, 'apt-get.log');
  fakeBin = join(root, 'fake-bin');
  fakeBinWithoutApt = join(root, 'fake-bin-no-apt');
  for (const dir of [fakeBin, fakeBinWithoutApt])
    writeProgram(join(dir, 'id'), '#!/bin/sh\necho "$FAKE_UID"\n');
  writeProgram(join(fakeBin, 'apt-get'), FAKE_APT_GET);
  tools = join(root, 'tools');
  mkdirSync(tools);
  for (const name of TOOLS) symlinkSync(machineProgram(name), join(tools, name));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

interface Run {
  uid?: number;
  /** The PATH's first folder: the fakes with or without apt-get. */
  bin?: string;
  extraEnv?: Record<string, string>;
}

function environment({ uid = 0, bin = fakeBin, extraEnv = {} }: Run) {
  return {
    ...programs,
    PATH: `${bin}:${tools}`,
    FAKE_UID: String(uid),
    FAKE_APT_LOG: aptLog,
    ...extraEnv,
  };
}

function runSetup(run: Run = {}) {
  const result = spawnSync('/bin/sh', [SETUP_SCRIPT], {
    env: environment(run),
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The apt-get calls made, one string of arguments each. */
function aptCalls(): string[] {
  return existsSync(aptLog) ? readFileSync(aptLog, 'utf8').trim().split('\n') : [];
}

describe('npm test set-up on a machine like CI (root, apt-get)', () => {
  it('installs all three packages on a bare machine, then names what the suites will use', () => {
    const { status, stdout } = runSetup();
    expect(aptCalls()).toEqual([
      'update -qq',
      'install -y -qq --no-upgrade chromium-headless-shell chromium postgresql',
    ]);
    expect(status).toBe(0);
    expect(stdout).toContain(
      "installing Debian's chromium-headless-shell chromium postgresql (needed by the suites",
    );
    expect(stdout).toContain(
      `browser tests in Chromium 156.0.1 (${programs.CHROMIUM_PATH}), ` +
        `Lighthouse in Chromium 156.0.1 (${programs.CHROME_PATH}), ` +
        `PostgreSQL 15.99 (${programs.POSTGRES_ROOT}/15/bin)`,
    );
  });

  it('installs only what is missing', () => {
    installed(programs.CHROMIUM_PATH, 'Chromium 150.0.1');
    installed(programs.CHROME_PATH, 'Chromium 150.0.1 built on Debian');
    const { status } = runSetup();
    expect(aptCalls()).toEqual(['update -qq', 'install -y -qq --no-upgrade postgresql']);
    expect(status).toBe(0);
  });

  it('runs no apt-get at all when everything is there, and takes the newest PostgreSQL', () => {
    installed(programs.CHROMIUM_PATH, 'Chromium 150.0.1');
    installed(programs.CHROME_PATH, 'Chromium 150.0.1 built on Debian');
    installed(join(programs.POSTGRES_ROOT, '9/bin/initdb'), 'initdb (PostgreSQL) 9.6');
    installed(join(programs.POSTGRES_ROOT, '15/bin/initdb'), 'initdb (PostgreSQL) 15.2');
    const { status, stdout } = runSetup();
    expect(aptCalls()).toEqual([]);
    expect(status).toBe(0);
    expect(stdout).toContain(`PostgreSQL 15.2 (${programs.POSTGRES_ROOT}/15/bin)`);
  });

  it("stops, with apt-get's message, when the install fails", () => {
    const { status, stderr } = runSetup({ extraEnv: { FAKE_APT_FAIL: '1' } });
    expect(status).not.toBe(0);
    expect(stderr).toContain('E: Unable to locate package');
    expect(stderr).toContain(
      'apt-get could not install chromium-headless-shell chromium postgresql',
    );
  });

  it('stops when the programs are still missing after the install, naming the variable', () => {
    installed(programs.CHROME_PATH, 'Chromium 150.0.1 built on Debian');
    installed(join(programs.POSTGRES_ROOT, '15/bin/initdb'), 'initdb (PostgreSQL) 15.2');
    const { status, stderr } = runSetup({ extraEnv: { FAKE_APT_INSTALLS_NOTHING: '1' } });
    expect(aptCalls()).toEqual([
      'update -qq',
      'install -y -qq --no-upgrade chromium-headless-shell',
    ]);
    expect(status).not.toBe(0);
    expect(stderr).toContain(
      `the browser tests' Chromium, ${programs.CHROMIUM_PATH} (package chromium-headless-shell; CHROMIUM_PATH)`,
    );
  });
});

describe('npm test set-up where it cannot install', () => {
  it('stops at once without root, with the exact command to run', () => {
    installed(programs.CHROMIUM_PATH, 'Chromium 150.0.1');
    const { status, stdout, stderr } = runSetup({ uid: 1000 });
    expect(aptCalls()).toEqual([]);
    expect(status).not.toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toContain('Installing them needs root.');
    expect(stderr).toContain(
      '  sudo apt-get update && sudo apt-get install -y chromium postgresql\n',
    );
    expect(stderr).toContain(`Lighthouse's Chromium, ${programs.CHROME_PATH}`);
    expect(stderr).toContain(`PostgreSQL, ${programs.POSTGRES_ROOT}/<version>/bin/initdb`);
    expect(stderr).not.toContain("the browser tests' Chromium");
  });

  it('stops at once without apt-get, naming the packages and the variables', () => {
    const { status, stderr } = runSetup({ bin: fakeBinWithoutApt });
    expect(status).not.toBe(0);
    expect(stderr).toContain("This machine has no apt-get (Debian's package manager).");
    expect(stderr).toContain('sudo apt-get install -y chromium-headless-shell chromium postgresql');
    expect(stderr).toContain('(package postgresql; POSTGRES_ROOT)');
  });
});

/**
 * The README's command itself, in a folder holding only the project's package.json and this
 * script (no node_modules): `npm test` must run the set-up before anything else.
 */
describe('npm test', () => {
  let project: string;
  beforeEach(() => {
    project = join(root, 'project');
    mkdirSync(join(project, 'scripts'), { recursive: true });
    copyFileSync(join(repoRoot, 'package.json'), join(project, 'package.json'));
    copyFileSync(SETUP_SCRIPT, join(project, 'scripts', 'test-setup.sh'));
  });

  function npmTest(run: Run) {
    const result = spawnSync('npm', ['test'], {
      cwd: project,
      env: { ...process.env, ...environment(run) },
      encoding: 'utf8',
    });
    return { status: result.status, output: result.stdout + result.stderr };
  }

  it('installs what is missing first, and stops there when it cannot', () => {
    const { status, output } = npmTest({ extraEnv: { FAKE_APT_FAIL: '1' } });
    expect(aptCalls()).toEqual([
      'update -qq',
      'install -y -qq --no-upgrade chromium-headless-shell chromium postgresql',
    ]);
    expect(status).not.toBe(0);
    expect(output).toContain('apt-get could not install');
    expect(output).not.toMatch(/^> \S+ check$/m);
  }, 30_000);

  it('goes on to the checks once the set-up has installed them', () => {
    const { output } = npmTest({});
    expect(aptCalls()).toContain(
      'install -y -qq --no-upgrade chromium-headless-shell chromium postgresql',
    );
    expect(output).toMatch(/^> \S+ test:setup$/m);
    expect(output).toMatch(/^> \S+ check$/m);
  }, 30_000);
});
