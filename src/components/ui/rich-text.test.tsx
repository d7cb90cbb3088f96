import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from '../../lib/sanitize';
import { provideSanitizer } from '../../lib/sanitizer';
import { RichText } from './rich-text';

const DIRTY = '<p>Hello <strong>there</strong></p><script>window.pwned = 1</script>';
const OTHER = '<p>你好</p><img src="x" onerror="window.pwned = 2">';

const sanitize = vi.fn(sanitizeHtml);
provideSanitizer(sanitize);

// React's act() warns unless told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  sanitize.mockClear();
});
afterEach(() => {
  container.remove();
  vi.unstubAllEnvs();
});

/** The server's render of `html`, as src/entry-server.tsx draws it. */
function drawnByServer(html: string): string {
  vi.stubEnv('SSR', true);
  try {
    return renderToString(<RichText html={html} />);
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('RichText', () => {
  it("hydrates the server's sanitised markup as it is, without sanitising again", async () => {
    container.innerHTML = drawnByServer(DIRTY);
    const drawn = container.innerHTML;
    expect(drawn).toContain('<strong>there</strong>');
    expect(drawn).not.toContain('script');
    sanitize.mockClear();
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <RichText html={DIRTY} />, { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(sanitize).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(drawn);
    // Drawn again with the same HTML (a refetch that changed nothing), it is still kept.
    await act(async () => root.render(<RichText html={DIRTY} />));
    expect(container.innerHTML).toBe(drawn);
    expect(sanitize).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('sanitises new HTML once hydrated, and the drawn HTML again when it comes back', async () => {
    container.innerHTML = drawnByServer(DIRTY);
    const root = await act(async () => hydrateRoot(container, <RichText html={DIRTY} />));
    await act(async () => root.render(<RichText html={OTHER} />));
    expect(container.textContent).toBe('你好');
    expect(container.innerHTML).not.toContain('onerror');
    // Back to the first HTML (the visitor switched language twice): sanitised, not left empty.
    await act(async () => root.render(<RichText html={DIRTY} />));
    expect(container.textContent).toBe('Hello there');
    expect(container.innerHTML).not.toContain('script');
    act(() => root.unmount());
  });

  it('sanitises HTML the browser draws itself', async () => {
    const root = createRoot(container);
    await act(async () => root.render(<RichText html={DIRTY} lang="en" />));
    expect(container.textContent).toBe('Hello there');
    expect(container.innerHTML).not.toContain('script');
    expect(container.firstElementChild?.getAttribute('lang')).toBe('en');
    expect(sanitize).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it('draws nothing for missing HTML', async () => {
    const root = createRoot(container);
    await act(async () => root.render(<RichText html={undefined} />));
    expect(container.innerHTML).toBe('');
    act(() => root.unmount());
  });
});
