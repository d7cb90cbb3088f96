/**
 * The attack part of the bench: does one hostile client slow everyone else down? A normal read is
 * measured alone, then again while an attacking process (attacker.ts) sends absurd requests at
 * the write limit (and other absurd requests, and stalled bodies). The p99 of the normal read
 * under attack must stay within twice its unloaded value. The server runs with the production
 * write limit, so the attacker gets exactly as many writes through as any client could.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { atMost, describeLimit, failedChecks } from './budget.ts';
import {
  loadTest,
  type BackendCall,
  type LoadResult,
  type LoadSettings,
  type LoadTarget,
} from './backend.ts';
import type { BenchLine } from './table.ts';

/** The budget: p99 under attack at most twice the unloaded p99. */
export const ATTACK_SLOWDOWN_LIMIT = atMost(2);
/** Writes a minute on each write route: the server's default WRITE_RATE_LIMIT. */
export const ATTACK_WRITES_PER_MINUTE = 20;
/** Connections the attacker keeps stalled mid-body. */
export const ATTACK_STALLED_CONNECTIONS = 50;

export interface AttackSummary {
  sent: number;
  statuses: Record<string, number>;
  stalledCut: number;
}

export interface AttackResult {
  unloaded: LoadResult;
  loaded: LoadResult;
  attacker: AttackSummary;
}

/** Runs the attacker for `seconds` while `during` measures; resolves with both. */
async function underAttack<T>(
  origin: string,
  seconds: number,
  during: () => Promise<T>,
): Promise<{ measured: T; attacker: AttackSummary }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(import.meta.dirname, 'attacker.ts'),
      origin,
      String(seconds),
      String(ATTACK_WRITES_PER_MINUTE),
      String(ATTACK_STALLED_CONNECTIONS),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Let the attack reach its pace (stalled connections open, first absurd writes in).
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const measured = await during();
  await exited;
  return {
    measured,
    attacker: JSON.parse(output.trim().split('\n').pop() ?? '{}') as AttackSummary,
  };
}

export async function attackTest(
  target: LoadTarget,
  call: BackendCall,
  load: LoadSettings,
): Promise<AttackResult> {
  const unloaded = await loadTest(target, call, load);
  const seconds = load.warmupSeconds + load.durationSeconds + 3;
  const { measured: loaded, attacker } = await underAttack(target.origin, seconds, () =>
    loadTest(target, call, load),
  );
  return { unloaded, loaded, attacker };
}

export function attackLine(call: BackendCall, result: AttackResult, load: LoadSettings): BenchLine {
  const { unloaded, loaded, attacker } = result;
  const ratio = unloaded.p99Ms > 0 ? loaded.p99Ms / unloaded.p99Ms : Infinity;
  const refused = Object.entries(attacker.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
  return {
    area: 'Attack',
    subject: `${call.label} p99 while one client sends absurd requests at the write limit (${ATTACK_WRITES_PER_MINUTE}/min a write route, other absurd kinds 1/s each, ${ATTACK_STALLED_CONNECTIONS} stalled bodies; ${load.connections} connections, ${load.durationSeconds} s)`,
    measured: [
      `unloaded p99 ${unloaded.p99Ms} ms`,
      `loaded p99 ${loaded.p99Ms} ms`,
      `${ratio.toFixed(2)}×`,
      `${Math.round(unloaded.requestsPerSecond)} → ${Math.round(loaded.requestsPerSecond)} req/s`,
      `attacker: ${attacker.sent} requests (${refused}), ${attacker.stalledCut} stalled bodies cut`,
      ...(loaded.failures ? [`${loaded.failures} errors`] : []),
    ].join(' · '),
    budget: `loaded p99 ${describeLimit(ATTACK_SLOWDOWN_LIMIT)}× unloaded, no errors, no 5xx to the attacker`,
    failed: failedChecks([
      { name: 'slowdown', measured: ratio, limit: ATTACK_SLOWDOWN_LIMIT },
      { name: 'errors', measured: loaded.failures + unloaded.failures, limit: atMost(0) },
      {
        name: 'attacker 5xx',
        measured: Object.entries(attacker.statuses)
          .filter(([status]) => status.startsWith('5'))
          .reduce((sum, [, count]) => sum + count, 0),
        limit: atMost(0),
      },
    ]),
  };
}
