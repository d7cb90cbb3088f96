/**
 * What went wrong when notifications were asked for, as one of the messages' keys: the browser's
 * support or permission, the network, or anything else.
 */
import type { PushSupport } from '../model/push-support';

export type PushProblem = 'denied' | 'unsupported' | 'addToHomeScreen' | 'offline' | 'failed';

export function problemOfSupport(support: PushSupport): PushProblem | undefined {
  if (support === 'supported') return undefined;
  return support === 'add-to-home-screen' ? 'addToHomeScreen' : 'unsupported';
}

export function problemOfError(error: unknown): PushProblem {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  // The browser refuses a subscription once the permission was taken back.
  if (error instanceof DOMException && error.name === 'NotAllowedError') return 'denied';
  return 'failed';
}
