/**
 * The loading bar's timing, as a small state machine with no DOM (spec section 4 and 9):
 * - work shorter than the throttle (200 ms) never shows the bar;
 * - once shown, the bar advances towards the end over the duration (5000 ms; the view animates it);
 * - when the work finishes, the bar completes and hides 500 ms later;
 * - a failed request turns the bar red and finishes it.
 *
 * The view subscribes and renders `phase` and `failed`; `start`/`done` follow "is anything busy".
 */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_HIDE_DELAY_MS = 500;

/**
 * - `idle`: nothing shown.
 * - `waiting`: work started, not yet long enough to show the bar.
 * - `running`: the bar is visible and advancing.
 * - `finishing`: the bar is full (red when failed) and hides after the hide delay.
 */
export type ProgressPhase = 'idle' | 'waiting' | 'running' | 'finishing';

export interface ProgressState {
  phase: ProgressPhase;
  /** True when the bar finishes because a request failed: it is drawn red. */
  failed: boolean;
}

export interface ProgressTimings {
  throttleMs: number;
  hideDelayMs: number;
}

export interface ProgressController {
  /** Work began (idempotent while busy). */
  start(): void;
  /** All work finished. */
  done(): void;
  /** A request failed: show the bar red and finish it. */
  fail(): void;
  getState(): ProgressState;
  subscribe(listener: () => void): () => void;
  /** Cancels pending timers (on unmount). */
  dispose(): void;
}

const IDLE: ProgressState = { phase: 'idle', failed: false };

export function createProgressController(
  timings: ProgressTimings = {
    throttleMs: PROGRESS_THROTTLE_MS,
    hideDelayMs: PROGRESS_HIDE_DELAY_MS,
  },
): ProgressController {
  let state: ProgressState = IDLE;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  function clearTimer(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function set(next: ProgressState): void {
    if (next.phase === state.phase && next.failed === state.failed) return;
    state = next;
    listeners.forEach((listener) => listener());
  }

  function finish(failed: boolean): void {
    clearTimer();
    set({ phase: 'finishing', failed });
    timer = setTimeout(() => {
      timer = undefined;
      set(IDLE);
    }, timings.hideDelayMs);
  }

  return {
    start() {
      if (state.phase === 'waiting' || state.phase === 'running') return;
      clearTimer();
      if (state.phase === 'finishing') {
        // New work while the bar is still on screen: keep showing it rather than flicker.
        set({ phase: 'running', failed: false });
        return;
      }
      set({ phase: 'waiting', failed: false });
      timer = setTimeout(() => {
        timer = undefined;
        set({ phase: 'running', failed: false });
      }, timings.throttleMs);
    },
    done() {
      if (state.phase === 'waiting') {
        clearTimer();
        set(IDLE);
      } else if (state.phase === 'running') {
        finish(false);
      }
    },
    fail() {
      finish(true);
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      clearTimer();
      listeners.clear();
    },
  };
}
