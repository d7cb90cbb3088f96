/**
 * A drawn page's first script (the server puts it in the head, server/pages/early-taps.ts): it
 * notes the taps made on the page's buttons before the app has run. A phone shows the drawn page
 * a second or more before the app's code has come and run, and until React hydrates the page
 * (src/main.tsx) a button is only the server's drawing: a tap on the menu, the language switch or
 * a filter chip did nothing, and was lost. The script listens (capture phase, on `window`) from
 * the head on, before any of the page is parsed; the app, once it has hydrated the page, stops it
 * and clicks again the buttons tapped (src/lib/early-input.ts).
 *
 * Only buttons whose press does nothing without the app: `type="button"`, or outside a form. A
 * link navigates, a submit button submits its form, as they do without the app (and with
 * JavaScript off, where this script does not run either). A button tapped twice is noted once:
 * the second tap is a visitor's "did it work?", and replaying both would close the menu the
 * first one opened. Text typed into a field needs nothing here: the browser keeps it, and the
 * app hands it to React as it hydrates.
 *
 * The Menu button also answers at once: the app opens the menu only once it has hydrated, a third
 * of a second or more after the tap on a budget phone, so the script marks `<html>` and the
 * stylesheet shows the drawn panel by that mark (menu-panel.module.css) in the tap's own frame.
 * Nothing React drew is changed: as the app takes the taps (src/lib/early-input.ts), the mark
 * comes off and the replayed tap opens the menu itself, in one task, before the next frame. A tap
 * meanwhile on anything but a control of the panel closes it and forgets the Menu tap, so the app
 * does not open it again: outside it, as on the backdrop; on its top, where the app draws its
 * close button; anywhere, should the app never come.
 *
 * Any other button tapped shows the tap as taken: the script marks it (`EARLY_TAP_ATTRIBUTE`) and
 * the stylesheet rings it (styles/global.css) until the app presses it. A chip or 中文 otherwise
 * looked dead for the seconds a budget phone hydrates, and was tapped again.
 *
 * Until the app has hydrated the page, the script also keeps a tap on such a button from React:
 * React listens from the moment hydration starts, and an input event on a page it has not finished
 * hydrating makes it hydrate the whole page at once, in that event, to handle it (on a budget phone
 * 160-480 ms before the next frame; ReactDOM's `discreteReplayableEvents`). The tap's own events
 * (pointer, mouse, touch, click) stop at `window` instead, the Menu's panel shows by the mark, and
 * the app clicks the button once the page has hydrated, without the wait.
 *
 * Kept small (under 700 bytes): it is in every drawn page's first round trip. Written by hand,
 * not compiled: a bundler's helpers do not exist in the page. The readable form:
 *
 *     let taps = [];
 *     const html = document.documentElement;
 *     const types = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'click'];
 *     const isMenu = (button) => button.getAttribute('aria-controls') == MENU_PANEL_ID;
 *     const note = (event) => {
 *       let button = event.target.closest?.('#root button');
 *       button = button && (button.type == 'button' || !button.form) && button;
 *       if (button) event.stopPropagation();
 *       if (event.type != 'click') return;
 *       if (html.hasAttribute(EARLY_MENU_ATTRIBUTE) && !event.target.closest?.(`#${MENU_PANEL_ID} :is(a, button)`)) {
 *         html.removeAttribute(EARLY_MENU_ATTRIBUTE);
 *         taps = taps.filter((tapped) => !isMenu(tapped));
 *       } else if (button && !taps.includes(button)) {
 *         taps.push(button);
 *         if (isMenu(button)) html.setAttribute(EARLY_MENU_ATTRIBUTE, '');
 *         else button.setAttribute(EARLY_TAP_ATTRIBUTE, '');
 *       }
 *     };
 *     types.map((type) => addEventListener(type, note, true));
 *     window[EARLY_TAPS_GLOBAL] = () => (
 *       types.map((type) => removeEventListener(type, note, true)),
 *       html.removeAttribute(EARLY_MENU_ATTRIBUTE),
 *       taps
 *     );
 */
import {
  EARLY_MENU_ATTRIBUTE,
  EARLY_TAP_ATTRIBUTE,
  EARLY_TAPS_GLOBAL,
  MENU_PANEL_ID,
} from './server-render';

export const EARLY_TAPS_SCRIPT = `(()=>{let t=[],d=document.documentElement,m="${EARLY_MENU_ATTRIBUTE}",y="pointerdown pointerup mousedown mouseup touchstart touchend click".split(" "),o=b=>b.getAttribute("aria-controls")=="${MENU_PANEL_ID}",c=e=>{let g=e.target,b=g.closest?.("#root button");b=b&&(b.type=="button"||!b.form)&&b;b&&e.stopPropagation();if(e.type=="click")d.hasAttribute(m)&&!g.closest?.("#${MENU_PANEL_ID} :is(a,button)")?(d.removeAttribute(m),t=t.filter(b=>!o(b))):b&&!t.includes(b)&&(t.push(b),o(b)?d.setAttribute(m,""):b.setAttribute("${EARLY_TAP_ATTRIBUTE}",""))};y.map(e=>addEventListener(e,c,!0));window.${EARLY_TAPS_GLOBAL}=()=>(y.map(e=>removeEventListener(e,c,!0)),d.removeAttribute(m),t)})()`;
