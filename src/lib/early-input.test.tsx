/**
 * The drawn page's first script (src/shared/early-taps.ts) and the app's side of it
 * (early-input.ts, early-typing.ts), with React's own hydration of a server render: taps and
 * typing on the drawn page before the app ran happen once it hydrates, once each, and survive
 * the page drawing itself again as it comes alive.
 */
import { act, startTransition, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT } from '../shared/early-taps';
import {
  EARLY_MENU_ATTRIBUTE,
  EARLY_TAP_ATTRIBUTE,
  EARLY_TAPS_GLOBAL,
  MENU_PANEL_ID,
} from '../shared/server-render';
import { replayEarlyTaps, typedFields } from './early-input';
import { announceTyped } from './early-typing';

type Noted = Window & { [EARLY_TAPS_GLOBAL]?: () => HTMLElement[] };

/**
 * A counter button, a controlled search field, a checkbox, a form, a link and the site menu's
 * button with its panel, on a page that draws itself again as soon as it is alive (as the site's
 * do: media queries, clocks).
 */
function Page() {
  const [presses, setPresses] = useState(0);
  const [query, setQuery] = useState('');
  const [ticked, setTicked] = useState(false);
  const [alive, setAlive] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // As useMediaQuery takes the device's answer once the page is alive.
  useEffect(() => startTransition(() => setAlive(true)), []);
  return (
    <main data-alive={alive}>
      <button type="button" onClick={() => setPresses((n) => n + 1)}>
        Menu
      </button>
      <output id="presses">{presses}</output>
      <input
        id="query"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <output id="query-state">{query}</output>
      <input
        id="ticked"
        type="checkbox"
        checked={ticked}
        onChange={(event) => setTicked(event.target.checked)}
      />
      <output id="ticked-state">{String(ticked)}</output>
      <form action="/search">
        <button id="submit">Search</button>
      </form>
      <a href="/stores">Stores</a>
      <button
        id="menu-toggle"
        type="button"
        aria-controls={MENU_PANEL_ID}
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen((open) => !open)}
      >
        Open menu
      </button>
      <nav id={MENU_PANEL_ID} data-open={menuOpen}>
        <button id="menu-section" type="button">
          Shop
        </button>
      </nav>
    </main>
  );
}

let root: HTMLDivElement;
let hydrated: Root | undefined;
beforeEach(() => {
  root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderToString(<Page />);
  document.body.append(root);
  // The page's first script, as the head of a drawn page runs it.
  new Function(EARLY_TAPS_SCRIPT)();
});
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  root.remove();
  delete (window as Noted)[EARLY_TAPS_GLOBAL];
});

const text = (selector: string) => root.querySelector(selector)?.textContent;
const element = <T extends Element>(selector: string) => root.querySelector<T>(selector)!;
const menuButton = () => element<HTMLButtonElement>('button[type="button"]');

/** Draws nothing; runs `then` once hydration has committed (src/main.tsx's HydrationDone). */
function Committed({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/**
 * What src/main.tsx does: starts hydrating as a transition and hands typed text to React at once;
 * the taps once hydration has committed.
 */
function startHydrating(then: () => void = replayEarlyTaps): void {
  startTransition(() => {
    hydrated = hydrateRoot(
      root,
      <>
        <Page />
        <Committed then={then} />
      </>,
    );
  });
  typedFields(root).forEach(announceTyped);
}

async function hydrate(): Promise<void> {
  await act(async () => startHydrating());
}

describe("the drawn page's first script", () => {
  it('notes buttons that do nothing without the app, once each; not links nor submit buttons', () => {
    menuButton().click();
    menuButton().click();
    const click = () => new MouseEvent('click', { bubbles: true, cancelable: true });
    element('#submit').dispatchEvent(click());
    element('a').dispatchEvent(click());
    const noted = (window as Noted)[EARLY_TAPS_GLOBAL]?.() ?? [];
    expect(noted).toEqual([menuButton()]);
  });
});

describe('the menu tapped before the app ran', () => {
  const html = document.documentElement;
  const noted = () => (window as Noted)[EARLY_TAPS_GLOBAL]?.() ?? [];
  afterEach(() => html.removeAttribute(EARLY_MENU_ATTRIBUTE));

  it('shows at once, by a mark on <html>; a tap inside its panel keeps it shown', () => {
    expect(html.hasAttribute(EARLY_MENU_ATTRIBUTE)).toBe(false);
    element<HTMLElement>('#menu-toggle').click();
    expect(html.hasAttribute(EARLY_MENU_ATTRIBUTE)).toBe(true);
    element<HTMLElement>('#menu-section').click();
    expect(html.hasAttribute(EARLY_MENU_ATTRIBUTE)).toBe(true);
    // Nothing React drew is changed: the app opens the menu itself.
    expect(element('#menu-toggle').getAttribute('aria-expanded')).toBe('false');
    expect(noted()).toEqual([element('#menu-toggle'), element('#menu-section')]);
  });

  it('closes on a tap on its panel that is not on a control, and the Menu tap is forgotten', () => {
    element<HTMLElement>('#menu-toggle').click();
    element<HTMLElement>(`#${MENU_PANEL_ID}`).click();
    expect(html.hasAttribute(EARLY_MENU_ATTRIBUTE)).toBe(false);
    expect(noted()).toEqual([]);
  });

  it('closes on a tap outside its panel, and the Menu tap is forgotten', () => {
    element<HTMLElement>('#menu-toggle').click();
    element<HTMLElement>('#presses').click();
    expect(html.hasAttribute(EARLY_MENU_ATTRIBUTE)).toBe(false);
    // The tap that closed it is not a press of anything either.
    menuButton().click();
    expect(noted()).toEqual([menuButton()]);
  });

  it('is opened by the app as it hydrates, which takes the mark off', async () => {
    element<HTMLElement>('#menu-toggle').click();
    await hydrate();
    expect(html.hasAttribute(EARLY_MENU_ATTRIBUTE)).toBe(false);
    expect(element('#menu-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(element(`#${MENU_PANEL_ID}`).getAttribute('data-open')).toBe('true');
  });

  it('tapped again after a tap outside closed it, shows and opens once more', async () => {
    element<HTMLElement>('#menu-toggle').click();
    element<HTMLElement>('#presses').click();
    element<HTMLElement>('#menu-toggle').click();
    expect(html.hasAttribute(EARLY_MENU_ATTRIBUTE)).toBe(true);
    await hydrate();
    expect(element('#menu-toggle').getAttribute('aria-expanded')).toBe('true');
  });
});

describe('input made before the app ran', () => {
  it('a tapped button is pressed once the page hydrates, and once only', async () => {
    menuButton().click();
    menuButton().click();
    expect(text('#presses')).toBe('0');
    await hydrate();
    expect(text('#presses')).toBe('1');
    // From here on React handles taps itself: the script notes nothing more.
    act(() => menuButton().click());
    expect(text('#presses')).toBe('2');
  });

  it('a tapped button shows the tap taken until the app presses it; the Menu by its panel', async () => {
    expect(menuButton().hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(false);
    menuButton().click();
    element<HTMLElement>('#menu-toggle').click();
    expect(menuButton().hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(true);
    expect(element('#menu-toggle').hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(false);
    // Neither a link nor a submit button: they do what they do without the app.
    element<HTMLElement>('#submit').dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    );
    expect(element('#submit').hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(false);
    await hydrate();
    expect(text('#presses')).toBe('1');
    expect(root.querySelectorAll(`[${EARLY_TAP_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it("a tap while React hydrates is not React's until it has: pressed once, after, not inside the tap", async () => {
    let committed = false;
    startHydrating(() => {
      committed = true;
      replayEarlyTaps();
    });
    // Hydration has started (a transition, in slices); the tap comes before it has committed.
    const button = menuButton();
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup'])
      button.dispatchEvent(new MouseEvent(type, { bubbles: true }));
    button.click();
    // React, given the tap, would hydrate the whole page inside it and handle it: it was not.
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    expect(committed).toBe(false);
    expect(text('#presses')).toBe('0');
    await act(async () => {});
    expect(committed).toBe(true);
    expect(text('#presses')).toBe('1');
  });

  it('typed text stays in its field and reaches the state, through the next render', async () => {
    element<HTMLInputElement>('#query').value = 'cascade';
    expect(typedFields(root)).toEqual([element('#query')]);
    await hydrate();
    expect(element('main').getAttribute('data-alive')).toBe('true');
    expect(element<HTMLInputElement>('#query').value).toBe('cascade');
    expect(text('#query-state')).toBe('cascade');
    act(() => menuButton().click());
    expect(element<HTMLInputElement>('#query').value).toBe('cascade');
  });

  it('a ticked checkbox reaches the state', async () => {
    element<HTMLInputElement>('#ticked').checked = true;
    await hydrate();
    expect(element<HTMLInputElement>('#ticked').checked).toBe(true);
    expect(text('#ticked-state')).toBe('true');
  });

  it('an untouched page hydrates as drawn, nothing replayed', async () => {
    expect(typedFields(root)).toEqual([]);
    await hydrate();
    expect(text('#presses')).toBe('0');
    expect(text('#query-state')).toBe('');
    expect(text('#ticked-state')).toBe('false');
  });
});
