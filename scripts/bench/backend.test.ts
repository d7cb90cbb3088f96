import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  backendLine,
  browserHeaders,
  DIRECTORY_TARGETS,
  processCpuMs,
  type BackendCall,
} from './backend.ts';

const directories: BackendCall = {
  label: 'Directories',
  method: 'POST',
  path: '/bi/Prod/v1/directories',
  body: '{}',
  targets: DIRECTORY_TARGETS,
};
const load = { connections: 10, warmupSeconds: 3, durationSeconds: 8, clientThreads: 2 };

describe('backend lines', () => {
  it('passes the directory at 2,000 req/s with p99 under 25 ms and no errors', () => {
    const line = backendLine(
      directories,
      { requestsPerSecond: 2400, p50Ms: 3, p99Ms: 12, failures: 0, bytesPerAnswer: 40_000 },
      load,
    );
    expect(line.failed).toEqual([]);
    expect(line.budget).toBe('≥ 2000 req/s, p99 ≤ 25 ms, no errors');
    expect(line.subject).toBe(
      'Directories: POST /bi/Prod/v1/directories (10 connections, 2 client threads, 8 s)',
    );
  });

  it('fails the directory on throughput, tail latency and errors separately', () => {
    const line = backendLine(
      directories,
      { requestsPerSecond: 1500, p50Ms: 3, p99Ms: 40, failures: 2, bytesPerAnswer: 40_000 },
      load,
    );
    expect(line.failed).toEqual(['errors', 'req/s', 'p99']);
  });

  it('judges a call without targets on errors only', () => {
    const search: BackendCall = {
      label: 'Global search',
      method: 'POST',
      path: '/bi/Prod/v1/global-search',
      body: '{"QuerySearch":"cafe"}',
    };
    expect(
      backendLine(
        search,
        { requestsPerSecond: 300, p50Ms: 30, p99Ms: 90, failures: 0, bytesPerAnswer: 1600 },
        load,
      ).failed,
    ).toEqual([]);
  });

  it('sends what a browser sends, compression included, and a content type only with a body', () => {
    const headers = browserHeaders('http://localhost:4330', 'complex-web', false, 'Chrome/141');
    expect(headers['accept-encoding']).toBe('gzip, deflate, br, zstd');
    expect(headers['implementation-id']).toBe('complex-web');
    expect(headers['content-type']).toBeUndefined();
    expect(
      browserHeaders('http://localhost:4330', 'complex-web', true, 'Chrome/141')['content-type'],
    ).toBe('application/json');
  });
});

describe('server CPU per request', () => {
  it('shows the server CPU time per request when it was measured', () => {
    const line = backendLine(
      directories,
      {
        requestsPerSecond: 2400,
        p50Ms: 3,
        p99Ms: 12,
        failures: 0,
        bytesPerAnswer: 40_960,
        serverCpuMsPerRequest: 0.214,
      },
      load,
    );
    expect(line.measured).toBe(
      '2400 req/s · p50 3 ms · p99 12 ms · 40.0 KB/answer · server CPU 0.21 ms/request',
    );
  });

  it('reads a running process CPU time from /proc, and nothing for a process that is gone', () => {
    expect(processCpuMs(process.pid)).toBeGreaterThan(0);
    expect(processCpuMs(2 ** 22 + 1)).toBeUndefined();
  });

  it("counts the CPU time of the process's children (npm start serves from them)", async () => {
    const before = processCpuMs(process.pid)!;
    // The child spins until it has used 500 ms of CPU (not of the clock: on a busy machine it gets
    // less than the clock's share), says so, and waits to be killed.
    const child = spawn(process.execPath, [
      '-e',
      'while (process.cpuUsage().user < 500_000); console.log("done"); setTimeout(() => {}, 30_000);',
    ]);
    try {
      await new Promise((done) => child.stdout.once('data', done));
      expect(processCpuMs(process.pid)! - before).toBeGreaterThanOrEqual(400);
    } finally {
      child.kill();
    }
  });
});
