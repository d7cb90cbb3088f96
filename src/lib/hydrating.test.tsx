import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIsHydrating } from './hydrating';

let container: HTMLDivElement | undefined;
afterEach(() => container?.remove());

function Probe({ renders }: { renders: boolean[] }) {
  const hydrating = useIsHydrating();
  renders.push(hydrating);
  return <p>{hydrating ? 'drawn' : 'own'}</p>;
}

describe('useIsHydrating', () => {
  it("is true in the server's render", () => {
    expect(renderToString(<Probe renders={[]} />)).toBe('<p>drawn</p>');
  });

  it('is true while hydrating, and hydration ending re-renders nothing', async () => {
    container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Probe renders={[]} />);
    const renders: boolean[] = [];
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container!, <Probe renders={renders} />, { onRecoverableError: recoverable });
    });
    expect(renders).toEqual([true]);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('drawn');
  });

  it("is false in a render of the browser's own", async () => {
    container = document.body.appendChild(document.createElement('div'));
    const renders: boolean[] = [];
    await act(async () => createRoot(container!).render(<Probe renders={renders} />));
    expect(renders).toEqual([false]);
    expect(container.textContent).toBe('own');
  });
});
