/** Which requests the worker keeps as images of the complex's image hosts (image-route.ts). */

/** An image of another origin over http(s): the page asked for it as an image. */
export function isRemoteImage(request: Request, url: URL, origin: string): boolean {
  return (
    request.destination === 'image' &&
    url.origin !== origin &&
    (url.protocol === 'https:' || url.protocol === 'http:')
  );
}
