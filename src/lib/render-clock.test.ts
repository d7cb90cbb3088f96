import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClockAt, renderAt, renderNow } from './render-clock';

const DRAWN_AT = Date.UTC(2026, 10, 25, 13, 59, 59);
const DEVICE_NOW = DRAWN_AT + 12 * 60 * 60 * 1000;

afterEach(() => vi.useRealTimers());

describe('the time a page is drawn at', () => {
  it("is the device's when nothing is held", () => {
    vi.useFakeTimers({ now: DEVICE_NOW });
    expect(renderNow()).toBe(DEVICE_NOW);
  });

  it("is the server's drawing time for a render run at it, and the device's after", () => {
    vi.useFakeTimers({ now: DEVICE_NOW });
    expect(renderAt(DRAWN_AT, () => renderNow())).toBe(DRAWN_AT);
    expect(renderNow()).toBe(DEVICE_NOW);
    expect(() =>
      renderAt(DRAWN_AT, () => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(renderNow()).toBe(DEVICE_NOW);
  });

  it('is held at the drawing time through hydration, until released', () => {
    vi.useFakeTimers({ now: DEVICE_NOW });
    const release = holdClockAt(DRAWN_AT);
    expect(renderNow()).toBe(DRAWN_AT);
    release();
    expect(renderNow()).toBe(DEVICE_NOW);
  });

  it.each([[Number.NaN], [0], [undefined], [-5]])(
    "is the device's when the page carries no usable drawing time (%s)",
    (drawnAt) => {
      vi.useFakeTimers({ now: DEVICE_NOW });
      const release = holdClockAt(drawnAt);
      expect(renderNow()).toBe(DEVICE_NOW);
      release();
    },
  );
});
