/** What the figures were measured on: they only compare across runs on the same kind of machine. */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { readFileSync } from 'node:fs';

export interface Machine {
  cpu: string;
  cores: number;
  ramGb: number;
  os: string;
  node: string;
  chromium: string;
  /** 1, 5 and 15 minute load averages when the bench started: other work skews every figure. */
  loadAverage: number[];
  /**
   * Microseconds to fault in one fresh 4 KiB page (memoryFirstTouchMicros). A browser touches
   * hundreds of megabytes of fresh memory at every start; on a virtual machine whose page faults
   * are slow, its start-up, parsing and first layout slow down with them, and Lighthouse's
   * simulated phone (the machine's own task times, four times over) with it, while a JavaScript
   * benchmark does not notice.
   */
  pageFaultMicros: number;
}

const PAGE = 4096;

/**
 * The cost of first touching fresh memory: the best of `tries` allocations of `megabytes`, each
 * written once per page, in microseconds per page.
 */
export function memoryFirstTouchMicros(megabytes = 256, tries = 3): number {
  let best = Infinity;
  for (let attempt = 0; attempt < tries; attempt++) {
    const started = process.hrtime.bigint();
    // Not zero-filled by Node: the first write to each page is its fault.
    const buffer = Buffer.allocUnsafeSlow(megabytes * 1024 * 1024);
    for (let offset = 0; offset < buffer.length; offset += PAGE) buffer[offset] = 1;
    const micros = Number(process.hrtime.bigint() - started) / 1000;
    best = Math.min(best, micros / (buffer.length / PAGE));
  }
  return best;
}

function osName(): string {
  try {
    const pretty = /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(
      readFileSync('/etc/os-release', 'utf8'),
    )?.[1];
    return `${pretty ?? process.platform} (kernel ${release()})`;
  } catch {
    return `${process.platform} ${release()}`;
  }
}

/** `Chromium 141.0.7390.122 built on Debian ...` → `141.0.7390.122`. */
export function chromiumVersion(chromePath: string): string {
  try {
    const output = execFileSync(chromePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return /(\d+\.\d+\.\d+\.\d+)/.exec(output)?.[1] ?? output.trim();
  } catch {
    return 'unknown';
  }
}

export function describeMachine(chromePath: string): Machine {
  const processors = cpus();
  return {
    cpu: processors[0]?.model.trim() ?? 'unknown',
    cores: processors.length,
    ramGb: Math.round(totalmem() / 1024 ** 3),
    os: osName(),
    node: process.version,
    chromium: chromiumVersion(chromePath),
    loadAverage: loadavg(),
    pageFaultMicros: memoryFirstTouchMicros(),
  };
}
