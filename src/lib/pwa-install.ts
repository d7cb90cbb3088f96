/**
 * Installing the site as an app. Chromium browsers fire `beforeinstallprompt` when the site is
 * installable: the event is kept so the install button can show the browser's dialog later. iOS
 * Safari has no such event; there the visitor gets a hint to use Share > Add to Home Screen.
 * Both offers are dismissible and the dismissal is remembered on the device.
 *
 * The install offer waits until the visitor has engaged with the site: opened a second page, or
 * stayed ENGAGED_AFTER_MS. Shown on arrival it competes with the page they came for (on a phone it
 * covers part of it), and it is the install offers after engagement that visitors accept.
 */
import { useSyncExternalStore } from 'react';

/** Not in TypeScript's DOM types (Chromium only). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_DISMISSED_KEY = 'complex-install-dismissed';
export const IOS_HINT_DISMISSED_KEY = 'complex-ios-hint-dismissed';

/** Time on the site after which a visitor who has not moved on counts as engaged. */
export const ENGAGED_AFTER_MS = 30_000;

let deferredPrompt: BeforeInstallPromptEvent | undefined;
let capturing = false;
let engaged = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Starts listening for the browser's install offer; call before the first render. */
export function captureInstallPrompt(): void {
  if (capturing) return;
  capturing = true;
  setTimeout(noteEngagement, ENGAGED_AFTER_MS);
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the site offers its own button.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = undefined;
    notify();
  });
}

/** The visitor opened another page of the site (the router calls this), or stayed a while. */
export function noteEngagement(): void {
  if (engaged) return;
  engaged = true;
  notify();
}

/** Forgets the engagement (tests). */
export function forgetEngagement(): void {
  engaged = false;
  notify();
}

/** Shows the browser's install dialog; resolves true when the visitor installed. */
export async function promptInstall(): Promise<boolean> {
  const event = deferredPrompt;
  if (!event) return false;
  deferredPrompt = undefined;
  notify();
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the browser offers to install the site and the visitor has engaged. */
export function useCanInstall(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => engaged && deferredPrompt !== undefined,
    () => false,
  );
}

/** Whether the page runs as an installed app (home-screen icon). */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/**
 * Whether this is Safari on an iPhone or iPad, where Share > Add to Home Screen is the only way in.
 * iPadOS reports itself as a Mac: a touch screen tells them apart. Other iOS browsers (Chrome,
 * Firefox, Edge) are left out: their share menus differ.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios =
    /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

/** Whether to explain Add to Home Screen: iOS Safari, not installed, not dismissed before. */
export function shouldOfferIosHint(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0) &&
    !isStandalone() &&
    !isDismissed(IOS_HINT_DISMISSED_KEY)
  );
}

/** Reads a remembered dismissal. */
export function isDismissed(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** Remembers a dismissal on this device. */
export function rememberDismissal(key: string): void {
  try {
    localStorage.setItem(key, new Date().toISOString());
  } catch {
    // Private mode: the offer returns next visit, which is harmless.
  }
}
