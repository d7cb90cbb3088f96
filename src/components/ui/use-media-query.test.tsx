import { Suspense, act, use } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery, useMediaQueryAnswer, type MediaQueryAnswer } from './use-media-query';

const QUERY = '(max-width: 768px)';

/** A device whose screen answers `QUERY` with `matches`, and tells its listeners when that changes. */
function fakeScreen(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = ((media: string) => ({
    get matches() {
      return media === QUERY && matches;
    },
    media,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

/** What the small screen draws waits for `ready`: a part whose code or data is still coming. */
function Layout({ ready, seen }: { ready: Promise<void>; seen?: boolean[] }) {
  const small = useMediaQuery(QUERY);
  seen?.push(small);
  return (
    <Suspense fallback={<p>waiting</p>}>{small ? <Small ready={ready} /> : <p>wide</p>}</Suspense>
  );
}
function Small({ ready }: { ready: Promise<void> }) {
  use(ready);
  return <p>small</p>;
}

const originalMatchMedia = window.matchMedia;
let container: HTMLDivElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  container.remove();
  window.matchMedia = originalMatchMedia;
});

describe('useMediaQuery', () => {
  it("hydrates a server's page as drawn, then takes the device's answer as a transition", async () => {
    const screen = fakeScreen(true);
    let show = () => {};
    const ready = new Promise<void>((resolve) => {
      show = resolve;
    });
    container.innerHTML = renderToString(<Layout ready={ready} />);
    expect(container.textContent).toBe('wide');
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <Layout ready={ready} />, { onRecoverableError: recoverable }),
    );
    // No mismatch; and the small screen's part, not ready yet, did not replace the drawn page
    // with a fallback: an update in a transition keeps what is shown until the new one is ready
    // (an urgent one, as useSyncExternalStore's after hydration, shows "waiting").
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('wide');
    await act(async () => show());
    expect(container.textContent).toBe('small');
    expect(screen.listeners.size).toBe(1);
    act(() => root.unmount());
    expect(screen.listeners.size).toBe(0);
  });

  it('starts with the answer of the device in a part the browser draws itself', async () => {
    fakeScreen(true);
    const seen: boolean[] = [];
    const root = createRoot(container);
    await act(async () => root.render(<Layout ready={Promise.resolve()} seen={seen} />));
    expect(seen[0]).toBe(true);
    expect(container.textContent).toBe('small');
    act(() => root.unmount());
  });

  it('follows the screen across the breakpoint', async () => {
    const screen = fakeScreen(false);
    const root = createRoot(container);
    await act(async () => root.render(<Layout ready={Promise.resolve()} />));
    expect(container.textContent).toBe('wide');
    await act(async () => screen.resize(true));
    expect(container.textContent).toBe('small');
    await act(async () => screen.resize(false));
    expect(container.textContent).toBe('wide');
    act(() => root.unmount());
  });

  it("says when the answer became the device's: the hydration's fallback is not", async () => {
    const screen = fakeScreen(true);
    const seen: MediaQueryAnswer[] = [];
    function Answer() {
      const answer = useMediaQueryAnswer(QUERY);
      seen.push(answer);
      return <p>{String(answer.matches)}</p>;
    }
    container.innerHTML = renderToString(<Answer />);
    seen.length = 0;
    const root = await act(async () => hydrateRoot(container, <Answer />));
    expect(seen[0]).toEqual({ matches: false, fromDevice: false });
    expect(seen.at(-1)).toEqual({ matches: true, fromDevice: true });
    // And the device's it stays, across the breakpoint.
    await act(async () => screen.resize(false));
    expect(seen.at(-1)).toEqual({ matches: false, fromDevice: true });
    act(() => root.unmount());
  });

  it('answers the fallback where the browser has no matchMedia', async () => {
    Object.assign(window, { matchMedia: undefined });
    function Answer() {
      return <p>{String(useMediaQuery(QUERY, true))}</p>;
    }
    const root = createRoot(container);
    await act(async () => root.render(<Answer />));
    expect(container.textContent).toBe('true');
    act(() => root.unmount());
  });
});
