import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTouchedFields } from './use-touched-fields';

describe('useTouchedFields', () => {
  it('shows a field once it has been left, and every field after a submit', () => {
    const { result } = renderHook(() => useTouchedFields<'name' | 'email'>());
    expect(result.current.shows('name')).toBe(false);
    act(() => result.current.touch('name'));
    expect(result.current.shows('name')).toBe(true);
    expect(result.current.shows('email')).toBe(false);
    act(() => result.current.markSubmitted());
    expect(result.current.shows('email')).toBe(true);
    act(() => result.current.reset());
    expect(result.current.shows('name')).toBe(false);
  });

  it('waits for a press in progress to end, so the click it makes is not moved away', () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useTouchedFields<'name'>());
      document.dispatchEvent(new Event('pointerdown'));
      act(() => result.current.touch('name'));
      expect(result.current.shows('name')).toBe(false);
      document.dispatchEvent(new Event('pointerup'));
      act(() => vi.runAllTimers());
      expect(result.current.shows('name')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
