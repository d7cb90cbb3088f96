import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateAt } from '../../lib/render-clock';
import { useNow } from './use-now';

const DRAWN_AT = Date.UTC(2026, 10, 25, 13, 59, 59, 500);
const DEVICE_NOW = DRAWN_AT + 12 * 60 * 60 * 1000;

afterEach(() => {
  hydrateAt(undefined);
  vi.useRealTimers();
});

describe('useNow', () => {
  it("starts at the server's drawing time while hydrating, and catches up at its next tick", () => {
    vi.useFakeTimers({ now: DEVICE_NOW });
    hydrateAt(DRAWN_AT);
    const { result } = renderHook(() => useNow(60_000), { hydrate: true });
    expect(result.current).toBe(DRAWN_AT);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBeGreaterThan(DEVICE_NOW);
  });

  it("starts at the device's time in a render of the browser's own", () => {
    vi.useFakeTimers({ now: DEVICE_NOW });
    hydrateAt(DRAWN_AT);
    expect(renderHook(() => useNow(1000)).result.current).toBe(DEVICE_NOW);
  });
});
