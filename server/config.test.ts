import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS, loadConfig, parseTrustProxy } from './config.ts';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.0/24', ['10.0.0.0/8', '192.168.1.0/24']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('%j is %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['true', 'yes', '*', '10.0.0.0/33', '10.0.0', 'loopback', '1.5', '-1', ','])(
    'refuses %j at start: trusting every hop lets any client pick its address',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('connection limits', () => {
  it('default to a request timeout under 30 s and a connection cap', () => {
    const { connections } = loadConfig({});
    expect(connections).toEqual(DEFAULT_CONNECTION_LIMITS);
    expect(connections.requestTimeoutMs).toBeLessThan(30_000);
  });

  it('take REQUEST_TIMEOUT_MS and MAX_CONNECTIONS, and refuse nonsense', () => {
    const { connections } = loadConfig({ REQUEST_TIMEOUT_MS: '5000', MAX_CONNECTIONS: '50' });
    expect(connections).toMatchObject({ requestTimeoutMs: 5000, maxConnections: 50 });
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});

describe('PAGE_CACHE_MAX_BYTES', () => {
  it.each([
    [undefined, 64 * 1024 * 1024],
    ['', 64 * 1024 * 1024],
    ['1048576', 1048576],
    ['0', 0],
    ['off', 0],
  ])('%j keeps %j bytes of drawn pages', (value, bytes) => {
    expect(loadConfig({ PAGE_CACHE_MAX_BYTES: value }).pageCacheBytes).toBe(bytes);
  });

  it.each(['-1', '1.5', 'lots'])('refuses %j at start', (value) => {
    expect(() => loadConfig({ PAGE_CACHE_MAX_BYTES: value })).toThrow(/PAGE_CACHE_MAX_BYTES/);
  });
});

describe('PUBLIC_ORIGIN', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['https://www.example.sg', 'https://www.example.sg'],
    ['https://www.example.sg/', 'https://www.example.sg'],
    ['HTTPS://WWW.Example.SG:443', 'https://www.example.sg'],
    ['http://localhost:4173', 'http://localhost:4173'],
  ])('%j gives the origin %j', (value, origin) => {
    expect(loadConfig({ PUBLIC_ORIGIN: value }).publicOrigin).toBe(origin);
  });

  it.each([
    'www.example.sg',
    'ftp://www.example.sg',
    'https://www.example.sg/site',
    'https://www.example.sg/?a=1',
    'https://www.example.sg#top',
    'https://user:pass@www.example.sg',
    'https://',
  ])('refuses %j at start', (value) => {
    expect(() => loadConfig({ PUBLIC_ORIGIN: value })).toThrow(/PUBLIC_ORIGIN/);
  });
});

describe('SERVER_PROCESSES', () => {
  it('defaults to one serving process per core, at most 8', () => {
    const { processes } = loadConfig({});
    expect(processes).toBe(Math.min(availableParallelism(), 8));
  });

  it('takes a whole number of at least 1, and refuses anything else at start', () => {
    expect(loadConfig({ SERVER_PROCESSES: '1' }).processes).toBe(1);
    expect(loadConfig({ SERVER_PROCESSES: '12' }).processes).toBe(12);
    for (const value of ['0', '-2', '1.5', 'all'])
      expect(() => loadConfig({ SERVER_PROCESSES: value })).toThrow(/SERVER_PROCESSES/);
  });
});

describe('CARPARK_ASK_EVERY_MS', () => {
  it.each([
    [undefined, 60_000, 10_000],
    ['', 60_000, 10_000],
    ['300000', 300_000, 10_000],
    ['5000', 5_000, 5_000],
  ])('%j asks the feed every %j ms, each process looking every %j ms', (value, ask, poll) => {
    expect(loadConfig({ CARPARK_ASK_EVERY_MS: value }).parking).toMatchObject({
      askEveryMs: ask,
      pollMs: poll,
    });
  });

  it.each(['4999', '3600001', '1.5', 'often'])('refuses %j at start', (value) => {
    expect(() => loadConfig({ CARPARK_ASK_EVERY_MS: value })).toThrow(/CARPARK_ASK_EVERY_MS/);
  });
});
