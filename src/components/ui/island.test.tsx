import { act, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { island, loadIslands } from './island';

let container: HTMLDivElement | undefined;
afterEach(() => container?.remove());

/** A load the test finishes when it wants, as a chunk that arrives late. */
function lateChunk<P>(component: (props: P) => React.ReactNode) {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return component;
  });
  return { load, arrive };
}

function Greeting({ name, onTap }: { name: string; onTap?: () => void }) {
  return (
    <button type="button" onClick={onTap}>
      Hello {name}
    </button>
  );
}

/** A greeting island `onUse` as the server drew it: its element and its boundary, in the page. */
function drawnOnUseIsland(name: string): HTMLDivElement {
  const element = document.body.appendChild(document.createElement('div'));
  element.innerHTML = renderToString(
    <div data-island="" data-awaiting-use="">
      <Suspense fallback={null}>
        <Greeting name={name} />
      </Suspense>
    </div>,
  );
  return element;
}

describe('island', () => {
  it("is drawn by the server's render once the islands are loaded", async () => {
    const chunk = lateChunk(Greeting);
    const Island = island(chunk.load);
    chunk.arrive();
    await loadIslands();
    const html = renderToString(<Island name="Mei" />);
    expect(html).toContain('Hello <!-- -->Mei');
    // Not a part left to the browser (React's mark of a client-rendered boundary).
    expect(html).not.toContain('<!--$!-->');
  });

  it("keeps the server's drawing until its code arrives, then hydrates it without a redraw", async () => {
    const serverChunk = lateChunk(Greeting);
    const ServerIsland = island(serverChunk.load);
    serverChunk.arrive();
    await loadIslands();
    container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<ServerIsland name="Mei" />);
    const drawn = container.querySelector('button');

    const chunk = lateChunk(Greeting);
    const Island = island(chunk.load);
    const tapped = vi.fn();
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container!, <Island name="Mei" onTap={tapped} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(chunk.load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Hello Mei');
    await act(async () => chunk.arrive());
    expect(recoverable).not.toHaveBeenCalled();
    // The very element the server drew, now alive.
    expect(container.querySelector('button')).toBe(drawn);
    container.querySelector('button')!.click();
    expect(tapped).toHaveBeenCalledTimes(1);
  });

  it('leaves the part out when its code cannot load, and asks again when drawn after a pause', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('lost'))
      .mockResolvedValue(Greeting);
    const Island = island(load);
    container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => root.render(<Island name="Mei" />));
    expect(container.textContent).toBe('');
    expect(warn).toHaveBeenCalled();
    await act(async () => root.render(<Island name="Lin" />));
    expect(container.textContent).toBe('');
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    await act(async () => root.render(<Island name="Wei" />));
    expect(container.textContent).toBe('Hello Wei');
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
    vi.useRealTimers();
  });

  it('on use: keeps the server drawing and asks for no code until the visitor first uses the page', async () => {
    // A module of its own: the page's first use happens once per page.
    vi.resetModules();
    const fresh = await import('./island');
    container = drawnOnUseIsland('Mei');
    const drawn = container.querySelector('button');
    const chunk = lateChunk(Greeting);
    const Island = fresh.island(chunk.load, { onUse: true });
    const tapped = vi.fn();
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container!, <Island name="Mei" onTap={tapped} />, {
        onRecoverableError: recoverable,
      });
    });
    await act(async () => chunk.arrive());
    // Looked at only: no code asked for, the server's drawing kept.
    expect(chunk.load).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Hello Mei');
    // The visitor scrolls: once that has painted, the code comes, and the very element the server
    // drew comes alive.
    await act(async () => window.dispatchEvent(new Event('scroll')));
    await act(() => vi.waitFor(() => expect(chunk.load).toHaveBeenCalledTimes(1)));
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(drawn);
    expect(container.querySelector(`[${fresh.AWAITING_USE_ATTRIBUTE}]`)).toBeNull();
    container.querySelector('button')!.click();
    expect(tapped).toHaveBeenCalledTimes(1);
  });

  it("on use: a tap asks for the code only once the tap's own click has been handled", async () => {
    vi.resetModules();
    const fresh = await import('./island');
    const chunk = lateChunk(Greeting);
    const Island = fresh.island(chunk.load, { onUse: true });
    container = drawnOnUseIsland('Mei');
    await act(async () => {
      hydrateRoot(container!, <Island name="Mei" />);
    });
    // The press starts the tap: what it opens paints first, so nothing is asked for yet.
    window.dispatchEvent(new Event('pointerdown'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chunk.load).not.toHaveBeenCalled();
    // Its click ends it: the code is asked for after that.
    window.dispatchEvent(new MouseEvent('click'));
    await vi.waitFor(() => expect(chunk.load).toHaveBeenCalledTimes(1));
    await act(async () => chunk.arrive());
  });

  it('on use: drawn at once where every island is wanted (a page the browser draws)', async () => {
    vi.resetModules();
    const fresh = await import('./island');
    const chunk = lateChunk(Greeting);
    const Island = fresh.island(chunk.load, { onUse: true });
    chunk.arrive();
    await fresh.loadIslands();
    container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => root.render(<Island name="Lin" />));
    expect(container.textContent).toBe('Hello Lin');
  });
});
