import { describe, expect, it } from 'vitest';
import { attackLine, type AttackResult } from './attack.ts';
import { DEFAULT_LOAD, type BackendCall, type LoadResult } from './backend.ts';

const call: BackendCall = { label: 'Directories', method: 'POST', path: '/bi/Prod/v1/directories' };
const run = (p99Ms: number, failures = 0): LoadResult => ({
  requestsPerSecond: 1000,
  p50Ms: 5,
  p99Ms,
  failures,
  bytesPerAnswer: 1024,
});
const attacker = { sent: 60, statuses: { '400': 42, '413': 9, '431': 9 }, stalledCut: 0 };

describe('attackLine', () => {
  it.each<[string, AttackResult, string[]]>([
    ['within twice', { unloaded: run(20), loaded: run(40), attacker }, []],
    ['past twice', { unloaded: run(20), loaded: run(41), attacker }, ['slowdown']],
    ['with failed reads', { unloaded: run(20), loaded: run(30, 3), attacker }, ['errors']],
    [
      'with a 5xx to the attacker',
      {
        unloaded: run(20),
        loaded: run(30),
        attacker: { ...attacker, statuses: { '400': 10, '500': 1 } },
      },
      ['attacker 5xx'],
    ],
  ])('%s', (_name, result, failed) => {
    const line = attackLine(call, result, DEFAULT_LOAD);
    expect(line.failed).toEqual(failed);
    expect(line.measured).toContain(`unloaded p99 ${result.unloaded.p99Ms} ms`);
    expect(line.measured).toContain(`loaded p99 ${result.loaded.p99Ms} ms`);
  });
});
