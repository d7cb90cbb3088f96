/**
 * A drawn page's first script (the server puts it in the head, server/pages/early-taps.ts): it
 * notes the taps made on the page's buttons before the app has run. A phone shows the drawn page
 * a second or more before the app's code has come and run, and until React hydrates the page
 * (src/main.tsx) a button is only the server's drawing: a tap on the menu, the language switch or
 * a filter chip did nothing, and was lost. React itself handles a tap only once it has started
 * hydrating. The script listens (capture phase, on `window`) from the head on, before any of the
 * page is parsed; the app, as it starts hydrating, stops it and clicks again the buttons tapped
 * (src/lib/early-input.ts).
 *
 * Only buttons whose press does nothing without the app: `type="button"`, or outside a form. A
 * link navigates, a submit button submits its form, as they do without the app (and with
 * JavaScript off, where this script does not run either). A button tapped twice is noted once:
 * the second tap is a visitor's "did it work?", and replaying both would close the menu the
 * first one opened. Text typed into a field needs nothing here: the browser keeps it, and the
 * app hands it to React as it hydrates.
 *
 * Kept tiny (under 250 bytes): it is in every drawn page's first round trip. Written by hand,
 * not compiled: a bundler's helpers do not exist in the page. The readable form:
 *
 *     const taps = [];
 *     const note = (event) => {
 *       const button = event.target.closest?.('#root button');
 *       if (button && (button.type == 'button' || !button.form) && !taps.includes(button))
 *         taps.push(button);
 *     };
 *     addEventListener('click', note, true);
 *     window[EARLY_TAPS_GLOBAL] = () => (removeEventListener('click', note, true), taps);
 */
import { EARLY_TAPS_GLOBAL } from './server-render';

export const EARLY_TAPS_SCRIPT = `(()=>{let t=[],c=e=>{let b=e.target.closest?.("#root button");b&&(b.type=="button"||!b.form)&&!t.includes(b)&&t.push(b)};addEventListener("click",c,!0);window.${EARLY_TAPS_GLOBAL}=()=>(removeEventListener("click",c,!0),t)})()`;
