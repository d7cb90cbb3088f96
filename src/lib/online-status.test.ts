import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, useOnlineStatus } from './online-status';

function setNavigatorOnline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

describe('online status', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the browser between offline and online', () => {
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);
    act(() => setNavigatorOnline(false));
    expect(result.current).toBe(false);
    expect(isOnline()).toBe(false);
    act(() => setNavigatorOnline(true));
    expect(result.current).toBe(true);
  });
});
