import { describe, expect, it } from 'vitest';
import { pushSupport, type PushEnvironment } from './push-support';

const everything: PushEnvironment = {
  serviceWorker: true,
  pushManager: true,
  notification: true,
  iosSafari: false,
  standalone: false,
};

describe('pushSupport', () => {
  it.each([
    ['Chrome, Edge, Firefox on desktop and Android', everything, 'supported'],
    [
      'Safari on iOS 16.4+ from the Home Screen',
      { ...everything, iosSafari: true, standalone: true },
      'supported',
    ],
    [
      'Safari on iOS in a tab (no PushManager, no Notification)',
      { ...everything, iosSafari: true, pushManager: false, notification: false },
      'add-to-home-screen',
    ],
    [
      'Safari on iOS before 16.4 from the Home Screen',
      { ...everything, iosSafari: true, standalone: true, pushManager: false, notification: false },
      'unsupported',
    ],
    ['a browser without service workers', { ...everything, serviceWorker: false }, 'unsupported'],
    ['a browser without the Push API', { ...everything, pushManager: false }, 'unsupported'],
  ] as const)('%s: %s', (_name, environment, expected) => {
    expect(pushSupport(environment)).toBe(expected);
  });
});
