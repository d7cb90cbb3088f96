/**
 * Paths whose navigations go to the network rather than the precached shell: the backends' own
 * paths, images, and files with an extension (robots.txt, the manifest).
 */
export const NAVIGATION_DENYLIST = [
  /^\/api\//,
  /^\/bi\//,
  /^\/endpoint\//,
  /^\/media\//,
  /\/[^/]+\.[a-z0-9]+$/i,
];
