/**
 * Islands: parts of a page whose code is not in its first load. The server draws them like the
 * rest of the page (it loads every island before it draws: `loadIslands`); in the browser each is
 * its own chunk, asked for when React first reaches it, inside a suspense boundary of its own. A
 * boundary whose code has not arrived stays as the server drew it (visible, its links working as
 * plain links) and hydrates in a task of its own once the code is there, so hydrating the page is
 * several short tasks instead of one long one, and the first load carries only what the top of
 * the page needs. React replays a tap made on a part that is still dehydrated once it hydrates.
 *
 * An island `onUse` is for a part nobody needs alive until the visitor does something or sees it
 * (the footer below the fold, the loading bar of the next navigation): on a page the server drew,
 * its code is not asked for until the visitor first touches, scrolls, or presses a key anywhere on
 * the page (once that touch or key has been handled and painted), or the part is on screen, so a
 * visit that only looks at the top loads none of it.
 */
import {
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  type ComponentType,
  type NamedExoticComponent,
  type ReactNode,
} from 'react';
import { isPlainClick } from '../../lib/plain-click';
import { afterNextPaint } from '../../lib/slices';
import { onceOnScreen } from '../../lib/when-on-screen';

type Loader<P> = () => Promise<ComponentType<P>>;

const LeftOut = () => null;
const RETRY_AFTER_MS = 5000;

const everyIsland = new Set<() => Promise<unknown>>();

/**
 * What counts as the visitor using the page: any of these, anywhere, before it is handled. Not
 * focus: a page may focus its own search box as it opens; a keyboard's Tab is a `keydown`.
 */
const USE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/** What ends the interaction a use event starts; the marking waits for it (and its paint). */
const INTERACTION_ENDS: Partial<Record<string, readonly string[]>> = {
  pointerdown: ['click', 'pointercancel', 'contextmenu'],
  touchstart: ['click', 'touchcancel', 'contextmenu'],
  keydown: ['keyup'],
};
/** A press held longer than this (or one whose end never comes) no longer delays the parts. */
const INTERACTION_AT_MOST_MS = 1000;

let markUsed: () => void = () => undefined;
/** Settles on the visitor's first use of the page (or once every island is wanted anyway). */
const used = new Promise<void>((resolve) => (markUsed = resolve));

/** Marks the element around an `onUse` island until React has hydrated it with its code. */
export const AWAITING_USE_ATTRIBUTE = 'data-awaiting-use';
/** `onUse` islands on the page not yet alive: their code has not come, or React has not hydrated them. */
const awaitedCode = new Set<Promise<unknown>>();
/** How long a held link waits for the code before it is followed as a plain link. */
const HOLD_AT_MOST_MS = 3000;
/** How long after its code came a part that never hydrated (it left the page) is waited for. */
const ALIVE_AT_MOST_MS = 1000;

/**
 * A link in a part still waiting for its code (the footer's, say, on the visit's first tap) is
 * not the app's yet: React would leave the click to the browser, which would load the whole site
 * again. So it is held, and given again once the code that tap asked for has arrived and the part
 * is alive: the app then opens the page as for any of its links. Followed as a plain link when
 * the code does not come.
 */
function holdLinkClick(event: MouseEvent): void {
  if (awaitedCode.size === 0 || !isPlainClick(event)) return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !link.closest(`[${AWAITING_USE_ATTRIBUTE}]`)) return;
  if (link.target || link.hasAttribute('download') || link.origin !== location.origin) return;
  event.preventDefault();
  event.stopPropagation();
  const follow = () => location.assign(link.href);
  const fallback = setTimeout(follow, HOLD_AT_MOST_MS);
  void Promise.all([...awaitedCode]).then(() => {
    clearTimeout(fallback);
    if (link.isConnected && !link.closest(`[${AWAITING_USE_ATTRIBUTE}]`)) link.click();
    else follow();
  });
}

if (typeof window !== 'undefined') {
  const onUse = (event: Event) => {
    for (const type of USE_EVENTS) window.removeEventListener(type, onUse, true);
    // Once the visitor's own interaction has painted: asking for the parts' code (each chunk's
    // preload links) and hydrating them would otherwise delay the menu or chip they tapped, by
    // tens of milliseconds on a slow phone. A tap ends with its click (or is cancelled into a
    // scroll), a key with its release. A link tapped meanwhile is held all the same.
    const ends = INTERACTION_ENDS[event.type];
    if (!ends) return afterNextPaint(markUsed);
    let done = false;
    const settle = () => {
      if (done) return;
      done = true;
      for (const type of ends) window.removeEventListener(type, settle, true);
      afterNextPaint(markUsed);
    };
    for (const type of ends) window.addEventListener(type, settle, { capture: true, once: true });
    setTimeout(settle, INTERACTION_AT_MOST_MS);
  };
  // Capture on the window sees every event first, also those that do not bubble (scroll).
  for (const type of USE_EVENTS)
    window.addEventListener(type, onUse, { capture: true, passive: true });
  // Before React: it stops a click on a part it has not hydrated from going any further.
  window.addEventListener('click', holdLinkClick, true);
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
  /**
   * With `onUse`: whether the part being on screen counts as use (yes by default). Not for a part
   * that is always there but idle (the loading bar).
   */
  seenCounts?: boolean;
}

/**
 * A component whose code `load` brings when it is first drawn (or, `onUse`, once the page is
 * used). A page the server drew keeps the server's drawing meanwhile.
 */
export function island<P extends object>(
  load: Loader<P>,
  { fallback = null, onUse = false, seenCounts = true }: IslandOptions = {},
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
  let markAlive: () => void = () => undefined;
  let markSeen: () => void = () => undefined;
  /** Settles once the part has been on screen: what the visitor sees comes alive unasked. */
  const seen = new Promise<void>((resolve) => (markSeen = resolve));
  const wait = () => {
    const code = Promise.race([used, seen]).then(start);
    // Alive once React has hydrated it with its code (or a while after the code came, should the
    // part have left the page meanwhile).
    const alive = Promise.race([
      new Promise<void>((resolve) => (markAlive = resolve)),
      code.then(() => new Promise((resolve) => setTimeout(resolve, ALIVE_AT_MOST_MS))),
    ]);
    awaitedCode.add(alive);
    void alive.then(() => awaitedCode.delete(alive));
    return code;
  };
  const whenWanted = onUse ? () => (waiting ??= wait()) : start;
  function Loaded(props: P) {
    const Component = loaded ?? use(whenWanted());
    // eslint-disable-next-line react-hooks/static-components -- the chunk's one component, the same object in every render
    return <Component {...props} />;
  }
  // Memoised: the frame around it re-renders on every navigation and language switch, and an
  // update that reached a part still waiting for its code would drop the server's drawing.
  return memo(function Island(props: P) {
    const around = useRef<HTMLDivElement>(null);
    useEffect(() => {
      // The element has no box of its own: its part's first element is what shows.
      const element = around.current;
      const shown = element?.firstElementChild;
      if (!onUse || !seenCounts || !element || !shown) return;
      // An image of the part that failed (before the app ran, or since) needs the part's code to
      // draw its fallback, seen or not yet.
      const failed = [...element.querySelectorAll('img')].some(
        (image) => image.complete && image.naturalWidth === 0,
      );
      if (failed) return markSeen();
      element.addEventListener('error', markSeen, { capture: true, once: true });
      const stopWatching = onceOnScreen(shown, markSeen);
      return () => {
        stopWatching();
        element.removeEventListener('error', markSeen, { capture: true });
      };
    }, []);
    const boundary = (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
        {onUse && (
          <Alive
            then={() => {
              around.current?.removeAttribute(AWAITING_USE_ATTRIBUTE);
              markAlive();
            }}
          />
        )}
      </Suspense>
    );
    if (!onUse) return boundary;
    // An element of no box of its own (global.css), so the part lays out as without it.
    return (
      <div ref={around} data-island="" {...{ [AWAITING_USE_ATTRIBUTE]: '' }}>
        {boundary}
      </div>
    );
  });
}

/** Calls `then` once the boundary it is in has been drawn or hydrated with its code. */
function Alive({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}
