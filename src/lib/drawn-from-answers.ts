/**
 * Whether the page now loading is drawn from the answers it carries only: always in the server's
 * render (src/entry-server.tsx), and in the browser while the loaders run for hydrating that
 * render. The two must see the same data, so a loader then starts no call of its own (a call
 * that lands before hydration makes the page differ from the server's); components fetch what
 * else they need once mounted.
 */
import { answeringServerRender } from './inlined-responses';

let hydrating = 0;

export function drawnFromAnswersOnly(): boolean {
  return answeringServerRender() || hydrating > 0;
}

/** Runs the loaders of a page the server drew, to hydrate it. */
export async function loadForHydration<T>(load: () => Promise<T>): Promise<T> {
  hydrating += 1;
  try {
    return await load();
  } finally {
    hydrating -= 1;
  }
}
