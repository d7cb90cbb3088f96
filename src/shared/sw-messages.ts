/** Messages between the page and the service worker (workbox-window sends `SKIP_WAITING`). */
export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
} as const;

export interface SwMessage {
  type: (typeof SW_MESSAGES)[keyof typeof SW_MESSAGES];
}
