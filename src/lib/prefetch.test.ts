import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  canPrefetchOnIdle,
  internalPaths,
  oneByOneWhenIdle,
  whenIdle,
  type ConnectionHints,
} from './prefetch';

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

describe('oneByOneWhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Lets a task's promise and the scheduling of the next task settle. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** A fake requestIdleCallback whose idle periods the test hands out one at a time. */
  function fakeIdle() {
    const waiting: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => waiting.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => {
      waiting[handle - 1] = () => undefined;
    });
    return {
      pending: () => waiting.length,
      async idle() {
        const callback = waiting.shift();
        callback?.({ didTimeout: false, timeRemaining: () => 50 });
        await settle();
      },
    };
  }

  it('runs one task per idle period, the next only once the previous has settled', async () => {
    const idle = fakeIdle();
    const order: string[] = [];
    let finishSecond: () => void = () => undefined;
    oneByOneWhenIdle([
      () => void order.push('a'),
      () =>
        new Promise<void>((resolve) => {
          order.push('b');
          finishSecond = resolve;
        }),
      () => Promise.reject(new Error('chunk failed')).finally(() => order.push('c')),
      () => void order.push('d'),
    ]);
    expect(order).toEqual([]);
    await idle.idle();
    expect(order).toEqual(['a']);
    await idle.idle();
    expect(order).toEqual(['a', 'b']);
    expect(idle.pending()).toBe(0); // 'c' waits for 'b'
    finishSecond();
    await settle();
    await idle.idle();
    // A failed task does not stop the rest.
    await idle.idle();
    expect(order).toEqual(['a', 'b', 'c', 'd']);
  });

  it('stops when cancelled', async () => {
    const idle = fakeIdle();
    const task = vi.fn();
    const cancel = oneByOneWhenIdle([task, task]);
    await idle.idle();
    cancel();
    await idle.idle();
    expect(task).toHaveBeenCalledOnce();
  });
});
