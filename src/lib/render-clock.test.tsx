import { Suspense, act, use } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateAt, renderAt, useRenderNow } from './render-clock';

const DRAWN_AT = Date.UTC(2026, 10, 25, 13, 59, 59);
const DEVICE_NOW = DRAWN_AT + 12 * 60 * 60 * 1000;

function Clock() {
  return <time>{useRenderNow()}</time>;
}

/** A part of the page that hydrates late: its code or data comes after the rest has hydrated. */
function Late({ ready }: { ready: Promise<void> }) {
  use(ready);
  return <Clock />;
}

let container: HTMLDivElement | undefined;
afterEach(() => {
  container?.remove();
  hydrateAt(undefined);
  vi.useRealTimers();
});

describe('the time a page is drawn at', () => {
  it("is the server's drawing time for a render run at it, and the device's after", () => {
    vi.useFakeTimers({ now: DEVICE_NOW });
    expect(renderAt(DRAWN_AT, () => renderToString(<Clock />))).toBe(`<time>${DRAWN_AT}</time>`);
    expect(renderToString(<Clock />)).toBe(`<time>${DEVICE_NOW}</time>`);
    expect(() =>
      renderAt(DRAWN_AT, () => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(renderToString(<Clock />)).toBe(`<time>${DEVICE_NOW}</time>`);
  });

  it('is the drawing time for every part as it hydrates, even one that hydrates late', async () => {
    vi.useFakeTimers({ now: DEVICE_NOW, toFake: ['Date'] });
    let arrive = () => {};
    const ready = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const page = (
      <>
        <Clock />
        <Suspense fallback={<p>loading</p>}>
          <Late ready={ready} />
        </Suspense>
      </>
    );
    container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderAt(DRAWN_AT, () =>
      renderToString(
        <>
          <Clock />
          <Suspense fallback={<p>loading</p>}>
            <Clock />
          </Suspense>
        </>,
      ),
    );
    hydrateAt(DRAWN_AT);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container!, page, { onRecoverableError: recoverable });
    });
    // The browser has been idle for a while before the late part comes.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    await act(async () => arrive());
    expect(recoverable).not.toHaveBeenCalled();
    expect([...container.querySelectorAll('time')].map((time) => time.textContent)).toEqual([
      String(DRAWN_AT),
      String(DRAWN_AT),
    ]);
  });

  it("is the device's in a render of the browser's own, and where the page carries no usable time", async () => {
    vi.useFakeTimers({ now: DEVICE_NOW, toFake: ['Date'] });
    hydrateAt(DRAWN_AT);
    container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => root.render(<Clock />));
    expect(container.textContent).toBe(String(DEVICE_NOW));
    act(() => root.unmount());
    for (const unusable of [Number.NaN, 0, undefined, -5]) {
      hydrateAt(unusable);
      expect(renderToString(<Clock />)).toBe(`<time>${DEVICE_NOW}</time>`);
    }
  });
});
