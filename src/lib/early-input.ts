/**
 * What a visitor did to a page the server drew before the app made it live: the buttons tapped
 * (noted by the page's first script, server/pages/early-taps.ts) and the text typed into its
 * fields (kept by the browser; handed to React by ./early-typing.ts, loaded only for a visitor who
 * typed). The text goes to React as hydration starts: React hydrates at once (in one task, not in
 * slices) the page an event reaches, then handles the event. Later, once hydration has committed,
 * would be too late for it: a render in between (any effect setting state as the page comes
 * alive) puts the drawn value back first. The taps are clicked again once hydration has
 * committed: the script keeps taps on buttons from React until then, so that they do not make it
 * hydrate the whole page at once inside the tap.
 */
import { EARLY_TAP_ATTRIBUTE, EARLY_TAPS_GLOBAL } from '../shared/server-render';

type EarlyTapsWindow = Window & { [EARLY_TAPS_GLOBAL]?: () => HTMLElement[] };

export type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * The fields whose value or tick is not what the server drew (their `defaultValue` and
 * `defaultChecked` are the drawn `value` and `checked` attributes): typed into, or ticked.
 */
export function typedFields(root: HTMLElement): Field[] {
  return [...root.querySelectorAll<Field>('input, textarea')].filter((field) =>
    isTickable(field) ? field.checked !== field.defaultChecked : field.value !== field.defaultValue,
  );
}

/** A checkbox or radio: its tick, not its value, is what the visitor changes. */
export const isTickable = (field: Field): field is HTMLInputElement =>
  field.type === 'checkbox' || field.type === 'radio';

/**
 * Stops the page's first script noting taps and clicks again the buttons tapped, in the order
 * they were tapped. Called once hydration has committed and painted: from then on React handles
 * every tap itself. Hydration keeps the drawn elements, so a tapped button is the same
 * element once hydrated; one drawn anew (React's recovery from a mismatch, an error it reports)
 * is not clicked: another button may be in its place. A menu the script showed open is the app's
 * from here: the script takes its mark off as it hands the taps over, and the replayed tap opens
 * the menu, in this same task, before the next frame. A button's own mark of a tap taken comes off
 * as it is pressed.
 */
export function replayEarlyTaps(): void {
  for (const button of (window as EarlyTapsWindow)[EARLY_TAPS_GLOBAL]?.() ?? []) {
    button.removeAttribute(EARLY_TAP_ATTRIBUTE);
    if (button.isConnected) button.click();
  }
}
