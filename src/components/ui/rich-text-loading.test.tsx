import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RichText } from './rich-text';
import styles from './rich-text.module.css';

/** The sanitiser's module, loaded only when `release` is called, and noted when it is asked for. */
const sanitizerModule = vi.hoisted(() => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { asked: false, release, released };
});
vi.mock('../../lib/sanitize', async (importOriginal) => {
  sanitizerModule.asked = true;
  await sanitizerModule.released;
  return importOriginal();
});

// React's act() warns unless told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => container.remove());

describe('RichText before the sanitiser has loaded', () => {
  it('hydrates without loading it, and keeps the drawn text until it has loaded', async () => {
    // What the server drew for '<p>Drawn</p>' (its own sanitiser is given at once).
    container.innerHTML = `<div class="${styles.richText}"><p>Drawn</p></div>`;
    const root = await act(async () => hydrateRoot(container, <RichText html="<p>Drawn</p>" />));
    expect(sanitizerModule.asked).toBe(false);
    expect(container.textContent).toBe('Drawn');

    await act(async () => root.render(<RichText html="<p>Next</p><script>1</script>" />));
    expect(sanitizerModule.asked).toBe(true);
    expect(container.textContent).toBe('Drawn');

    await act(async () => {
      sanitizerModule.release();
      await sanitizerModule.released;
    });
    await vi.waitFor(() => expect(container.textContent).toBe('Next'));
    expect(container.innerHTML).not.toContain('script');
    act(() => root.unmount());
  });
});
