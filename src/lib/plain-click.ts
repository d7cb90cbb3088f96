/**
 * A click the app may take over as its own navigation: the main button, no key held. A middle
 * click or a click with Ctrl, Cmd, Shift or Alt opens a new tab or window, or saves the link: the
 * browser's to handle.
 */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
