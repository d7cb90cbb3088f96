/**
 * Islands: parts of a page whose code is not in its first load. The server draws them like the
 * rest of the page (it loads every island before it draws: `loadIslands`); in the browser each is
 * its own chunk, asked for when React first reaches it, inside a suspense boundary of its own. A
 * boundary whose code has not arrived stays as the server drew it (visible, its links working as
 * plain links) and hydrates in a task of its own once the code is there, so hydrating the page is
 * several short tasks instead of one long one, and the first load carries only what the top of
 * the page needs. React replays a tap made on a part that is still dehydrated once it hydrates.
 *
 * An island `onUse` is for a part nobody needs alive until the visitor does something (the footer
 * below the fold, the chat button, the loading bar of the next navigation): on a page the server
 * drew, its code is not asked for until the visitor first touches, scrolls, or presses a key
 * anywhere on the page, so a visit that only looks loads none of it.
 */
import {
  memo,
  Suspense,
  use,
  type ComponentType,
  type NamedExoticComponent,
  type ReactNode,
} from 'react';

type Loader<P> = () => Promise<ComponentType<P>>;

const LeftOut = () => null;
const RETRY_AFTER_MS = 5000;

const everyIsland = new Set<() => Promise<unknown>>();

/**
 * What counts as the visitor using the page: any of these, anywhere, before it is handled. Not
 * focus: a page may focus its own search box as it opens; a keyboard's Tab is a `keydown`.
 */
const USE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

let markUsed: () => void = () => undefined;
/** Settles on the visitor's first use of the page (or once every island is wanted anyway). */
const used = new Promise<void>((resolve) => (markUsed = resolve));

if (typeof window !== 'undefined') {
  const onUse = () => {
    for (const type of USE_EVENTS) window.removeEventListener(type, onUse, true);
    markUsed();
  };
  // Capture on the window sees every event first, also those that do not bubble (scroll).
  for (const type of USE_EVENTS)
    window.addEventListener(type, onUse, { capture: true, passive: true });
}

/**
 * Loads the code of every island declared so far: the server's render, before it draws; a page
 * the browser draws itself, or a visit from another page, which want them all drawn at once.
 */
export function loadIslands(): Promise<unknown> {
  markUsed();
  return Promise.all([...everyIsland].map((load) => load()));
}

export interface IslandOptions {
  /** Shows while the code loads in a page the browser draws itself (nothing by default). */
  fallback?: ReactNode;
  /** Ask for the code only once the visitor uses the page (see above), not after hydration. */
  onUse?: boolean;
}

/**
 * A component whose code `load` brings when it is first drawn (or, `onUse`, once the page is
 * used). A page the server drew keeps the server's drawing meanwhile.
 */
export function island<P extends object>(
  load: Loader<P>,
  { fallback = null, onUse = false }: IslandOptions = {},
): NamedExoticComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let waiting: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk lost to a flaky signal: the part is left out, and asked for again when it is
        // drawn after a pause (not at once: with no signal that would ask again and again).
        console.warn('[island]', error);
        setTimeout(() => {
          loading = undefined;
          waiting = undefined;
        }, RETRY_AFTER_MS);
        return LeftOut;
      },
    ));
  everyIsland.add(start);
  const whenWanted = onUse ? () => (waiting ??= used.then(start)) : start;
  function Loaded(props: P) {
    const Component = loaded ?? use(whenWanted());
    // eslint-disable-next-line react-hooks/static-components -- the chunk's one component, the same object in every render
    return <Component {...props} />;
  }
  // Memoised: the frame around it re-renders on every navigation and language switch, and an
  // update that reached a part still waiting for its code would drop the server's drawing.
  return memo(function Island(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  });
}
