/**
 * Islands: parts of a page whose code is not in its first load. The server draws them like the
 * rest of the page (it loads every island before it draws: `loadIslands`); in the browser each is
 * its own chunk, asked for when React first reaches it, inside a suspense boundary of its own. A
 * boundary whose code has not arrived stays as the server drew it (visible, its links working as
 * plain links) and hydrates in a task of its own once the code is there, so hydrating the page is
 * several short tasks instead of one long one, and the first load carries only what the top of
 * the page needs. React replays a tap made on a part that is still dehydrated once it hydrates.
 */
import { Suspense, use, type ComponentType, type ReactNode } from 'react';

type Loader<P> = () => Promise<ComponentType<P>>;

const LeftOut = () => null;
const RETRY_AFTER_MS = 5000;

const everyIsland = new Set<() => Promise<unknown>>();

/** Loads the code of every island declared so far (the server's render, before it draws). */
export function loadIslands(): Promise<unknown> {
  return Promise.all([...everyIsland].map((load) => load()));
}

/**
 * A component whose code `load` brings when it is first drawn. `fallback` shows while it loads
 * in a page the browser draws itself (nothing by default); a page the server drew keeps the
 * server's drawing meanwhile.
 */
export function island<P extends object>(
  load: Loader<P>,
  fallback: ReactNode = null,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk lost to a flaky signal: the part is left out, and asked for again when it is
        // drawn after a pause (not at once: with no signal that would ask again and again).
        console.warn('[island]', error);
        setTimeout(() => (loading = undefined), RETRY_AFTER_MS);
        return LeftOut;
      },
    ));
  everyIsland.add(start);
  function Loaded(props: P) {
    const Component = loaded ?? use(start());
    // eslint-disable-next-line react-hooks/static-components -- the chunk's one component, the same object in every render
    return <Component {...props} />;
  }
  function Island(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Island;
}
