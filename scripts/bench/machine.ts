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
  };
}
