/**
 * The backend part of the bench: throughput and p50/p99 latency of four reads with autocannon on
 * loopback, with the headers Chromium sends for the site's own fetches (including Accept-Encoding,
 * so answers travel compressed as they do for visitors). Each call is warmed up, then measured for
 * a fixed time with a fixed number of connections.
 */
import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';
import { atLeast, atMost, describeLimit, failedChecks, type Check } from './budget.ts';
import type { BenchLine } from './table.ts';

export interface BackendCall {
  label: string;
  method: 'GET' | 'POST';
  /** Path and query, as the site requests it. */
  path: string;
  body?: string;
  /** Headers instead of a fetch's (a page navigation's, scripts/bench/pages.ts). */
  headers?: Record<string, string>;
  /** Issue 8 budgets this call only: the directory is the largest and most requested read. */
  targets?: { requestsPerSecond: ReturnType<typeof atLeast>; p99Ms: ReturnType<typeof atMost> };
}

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /**
   * Threads of the load generator, on the same machine as the server. With one, the generator was
   * the limit for the directory (large answers, little server work): on 2026-11-24 it measured
   * 1,560-1,655 req/s while the server spent 0.18 ms of CPU per request; with two, 2,128-2,543
   * req/s and a lower p99. On two cores the second thread takes CPU from the server, so the calls
   * that cost the server more (promotions, search, booking status) measure lower with it.
   */
  clientThreads: number;
}

export const DEFAULT_LOAD: LoadSettings = {
  connections: 10,
  warmupSeconds: 3,
  durationSeconds: 8,
  clientThreads: 2,
};

export const DIRECTORY_TARGETS = { requestsPerSecond: atLeast(2000), p99Ms: atMost(25) };

/** What Chromium sends with the site's fetch (src/lib/api-client.ts adds the first three). */
export function browserHeaders(
  origin: string,
  implementationId: string,
  hasBody: boolean,
  userAgent: string,
): Record<string, string> {
  return {
    'implementation-id': implementationId,
    accept: 'application/json',
    ...(hasBody ? { 'content-type': 'application/json' } : {}),
    'accept-encoding': 'gzip, deflate, br, zstd',
    'accept-language': 'en-SG,en;q=0.9',
    'user-agent': userAgent,
    origin,
    referer: `${origin}/`,
    'sec-fetch-mode': 'cors',
    'sec-fetch-site': 'same-origin',
    'sec-fetch-dest': 'empty',
  };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx, plus connection errors and timeouts: a run with any is invalid. */
  failures: number;
  /** Average body bytes per answer as sent (compressed). */
  bytesPerAnswer: number;
  /**
   * CPU time the server process spent per request (user + system), when its pid is known. Unlike
   * req/s it does not depend on what else runs on the machine, the load generator included (which
   * decodes every body to a string and can cost more than the server).
   */
  serverCpuMsPerRequest?: number;
}

/** The fields of /proc/{pid}/stat after the command's name; undefined when there is no such process. */
function statFields(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * User + system CPU time in ms of a process and its children, from /proc (Linux); undefined
 * elsewhere. `npm start` serves from child processes (server/processes.ts): their time, and that
 * of children already gone, counts as the server's.
 */
export function processCpuMs(pid: number): number | undefined {
  const fields = statFields(pid);
  if (!fields) return undefined;
  // utime, stime, cutime and cstime are fields 14 to 17 of stat, in clock ticks (100 a second).
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  return childProcessIds(pid).reduce((sum, child) => sum + (processCpuMs(child) ?? 0), ticks * 10);
}

/** The ids of `pid`'s live child processes, from /proc (Linux); none elsewhere. */
export function childProcessIds(pid: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
    .filter((entry) => /^\d+$/.test(entry) && Number(statFields(entry)?.[1]) === pid)
    .map(Number)
    .sort((a, b) => a - b);
}

function runAutocannon(
  url: string,
  call: BackendCall,
  headers: Record<string, string>,
  load: LoadSettings,
  seconds: number,
): Promise<autocannon.Result> {
  return autocannon({
    url: url + call.path,
    method: call.method,
    headers,
    ...(call.body === undefined ? {} : { body: call.body }),
    connections: load.connections,
    ...(load.clientThreads > 1 ? { workers: load.clientThreads } : {}),
    duration: seconds,
    timeout: 10,
  });
}

export interface LoadTarget {
  origin: string;
  implementationId: string;
  userAgent: string;
  /** The server's process, to measure its CPU time per request. */
  serverPid: number | undefined;
}

export async function loadTest(
  target: LoadTarget,
  call: BackendCall,
  load: LoadSettings = DEFAULT_LOAD,
): Promise<LoadResult> {
  const { origin } = target;
  const headers =
    call.headers ??
    browserHeaders(origin, target.implementationId, call.body !== undefined, target.userAgent);
  await runAutocannon(origin, call, headers, load, load.warmupSeconds);
  const { serverPid } = target;
  const cpuBefore = serverPid === undefined ? undefined : processCpuMs(serverPid);
  const result = await runAutocannon(origin, call, headers, load, load.durationSeconds);
  const cpuAfter = serverPid === undefined ? undefined : processCpuMs(serverPid);
  const cpu =
    cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
      ? { serverCpuMsPerRequest: (cpuAfter - cpuBefore) / result.requests.total }
      : {};
  return {
    ...cpu,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    bytesPerAnswer: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

/** A load's figures as the table shows them; `unit` names what one request is (a page). */
export function loadFigures(
  result: LoadResult,
  unit = { perSecond: 'req/s', one: 'answer', request: 'request' },
): string {
  return [
    `${Math.round(result.requestsPerSecond)} ${unit.perSecond}`,
    `p50 ${result.p50Ms} ms`,
    `p99 ${result.p99Ms} ms`,
    `${(result.bytesPerAnswer / 1024).toFixed(1)} KB/${unit.one}`,
    ...(result.serverCpuMsPerRequest === undefined
      ? []
      : [`server CPU ${result.serverCpuMsPerRequest.toFixed(2)} ms/${unit.request}`]),
    ...(result.failures ? [`${result.failures} errors`] : []),
  ].join(' · ');
}

export function backendLine(
  call: BackendCall,
  result: LoadResult,
  load: LoadSettings = DEFAULT_LOAD,
): BenchLine {
  const checks: Check[] = [{ name: 'errors', measured: result.failures, limit: atMost(0) }];
  if (call.targets) {
    checks.push({
      name: 'req/s',
      measured: result.requestsPerSecond,
      limit: call.targets.requestsPerSecond,
    });
    checks.push({ name: 'p99', measured: result.p99Ms, limit: call.targets.p99Ms });
  }
  const budget = call.targets
    ? `${describeLimit(call.targets.requestsPerSecond)} req/s, p99 ${describeLimit(call.targets.p99Ms)} ms, no errors`
    : 'no errors';
  return {
    area: 'Backend',
    subject: `${call.label}: ${call.method} ${call.path} (${load.connections} connections, ${load.clientThreads} client thread${load.clientThreads === 1 ? '' : 's'}, ${load.durationSeconds} s)`,
    measured: loadFigures(result),
    budget,
    failed: failedChecks(checks),
  };
}
