import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PROGRESS_HIDE_DELAY_MS,
  PROGRESS_THROTTLE_MS,
  createProgressController,
  type ProgressController,
} from './progress';

describe('progress controller', () => {
  let progress: ProgressController;
  const phase = () => progress.getState().phase;

  beforeEach(() => {
    vi.useFakeTimers();
    progress = createProgressController();
  });
  afterEach(() => {
    progress.dispose();
    vi.useRealTimers();
  });

  it('never shows the bar for work shorter than the throttle', () => {
    progress.start();
    expect(phase()).toBe('waiting');
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1);
    progress.done();
    expect(phase()).toBe('idle');
    vi.advanceTimersByTime(5000);
    expect(phase()).toBe('idle');
  });

  it('shows the bar once the work lasts the throttle, then hides it 500 ms after finishing', () => {
    progress.start();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    expect(phase()).toBe('running');
    progress.done();
    expect(progress.getState()).toEqual({ phase: 'finishing', failed: false });
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS - 1);
    expect(phase()).toBe('finishing');
    vi.advanceTimersByTime(1);
    expect(phase()).toBe('idle');
  });

  it('keeps running for long work', () => {
    progress.start();
    vi.advanceTimersByTime(20_000);
    expect(phase()).toBe('running');
  });

  it('ignores repeated starts while busy (the throttle is not restarted)', () => {
    progress.start();
    vi.advanceTimersByTime(150);
    progress.start();
    vi.advanceTimersByTime(50);
    expect(phase()).toBe('running');
  });

  it('turns red and finishes when a request fails, then hides', () => {
    progress.start();
    vi.advanceTimersByTime(300);
    progress.fail();
    expect(progress.getState()).toEqual({ phase: 'finishing', failed: true });
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS);
    expect(progress.getState()).toEqual({ phase: 'idle', failed: false });
  });

  it('shows a failure even when the failed work was too short to show the bar', () => {
    progress.start();
    vi.advanceTimersByTime(50);
    progress.fail();
    expect(progress.getState()).toEqual({ phase: 'finishing', failed: true });
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    expect(phase()).toBe('finishing');
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS);
    expect(phase()).toBe('idle');
  });

  it('resumes running without the throttle when new work starts while hiding', () => {
    progress.start();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    progress.done();
    vi.advanceTimersByTime(100);
    progress.start();
    expect(progress.getState()).toEqual({ phase: 'running', failed: false });
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS * 2);
    expect(phase()).toBe('running');
  });

  it('ignores done() when nothing was started', () => {
    progress.done();
    expect(phase()).toBe('idle');
  });

  it('notifies subscribers on every phase change and stops after unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = progress.subscribe(listener);
    progress.start();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    progress.done();
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS);
    expect(listener).toHaveBeenCalledTimes(4); // waiting, running, finishing, idle
    unsubscribe();
    progress.start();
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('cancels its timers on dispose', () => {
    progress.start();
    progress.dispose();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    expect(phase()).toBe('waiting');
  });
});
