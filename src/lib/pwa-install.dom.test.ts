import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isIosSafari } from './pwa-install';

describe('isIosSafari', () => {
  it.each([
    [
      'iPhone Safari',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      5,
      true,
    ],
    [
      'iPad (desktop mode) Safari',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      5,
      true,
    ],
    [
      'Mac Safari',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      0,
      false,
    ],
    [
      'Chrome on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1',
      5,
      false,
    ],
    [
      'Android Chrome',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      5,
      false,
    ],
  ])('%s: %s', (_name, userAgent, touchPoints, expected) => {
    expect(isIosSafari(userAgent, touchPoints)).toBe(expected);
  });
});

describe('the install offer', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.resetModules();
  });

  it('counts a visitor who stays ENGAGED_AFTER_MS as engaged, even without a second page', async () => {
    vi.useFakeTimers();
    // A fresh module: the engagement timer starts with the first captureInstallPrompt.
    const { captureInstallPrompt, ENGAGED_AFTER_MS, useCanInstall } = await import('./pwa-install');
    captureInstallPrompt();
    const { result } = renderHook(() => useCanInstall());
    act(() => {
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt'), {
          prompt: vi.fn(async () => undefined),
          userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
        }),
      );
    });
    act(() => void vi.advanceTimersByTime(ENGAGED_AFTER_MS - 1));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
