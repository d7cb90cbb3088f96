/**
 * The backends send a missing image as a URL ending in `/NA`, `/null` or `/undefined`. The app's
 * wire readers (lib/wire.ts) and the server's page preloads (server/pages/page-html.ts) both
 * treat such a URL as no image.
 */
export function isPlaceholderImageUrl(url: string): boolean {
  return /\/(na|null|undefined)$/i.test(url);
}
