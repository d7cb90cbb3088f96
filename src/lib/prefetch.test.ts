import { afterEach, describe, expect, it, vi } from 'vitest';
import { canPrefetchOnIdle, internalPaths, whenIdle, type ConnectionHints } from './prefetch';

describe('canPrefetchOnIdle', () => {
  it.each<[string, ConnectionHints | undefined, boolean]>([
    ['no Network Information API', undefined, true],
    ['fast wifi', { effectiveType: '4g', type: 'wifi' }, true],
    ['4g of unknown type', { effectiveType: '4g' }, true],
    ['3g on ethernet', { effectiveType: '3g', type: 'ethernet' }, true],
    ['data saver on', { saveData: true, effectiveType: '4g' }, false],
    ['2g', { effectiveType: '2g' }, false],
    ['slow-2g', { effectiveType: 'slow-2g' }, false],
    ['mobile data, even fast', { effectiveType: '4g', type: 'cellular' }, false],
  ])('%s -> %s', (_name, connection, expected) => {
    expect(canPrefetchOnIdle(connection)).toBe(expected);
  });
});

describe('internalPaths', () => {
  it('keeps internal paths once, without query or hash, and drops external links', () => {
    expect(
      internalPaths([
        '/promotions',
        'https://office.example/x',
        '/events?x=1',
        '/promotions#top',
        '//cdn.example/a',
        '/map',
      ]),
    ).toEqual(['/promotions', '/events', '/map']);
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('uses requestIdleCallback with the 2000 ms timeout and can be cancelled', () => {
    const requestIdle = vi.fn((_cb: IdleRequestCallback, _opts?: IdleRequestOptions) => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdle);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const cancel = whenIdle(() => undefined);
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });
});
