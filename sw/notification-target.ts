/**
 * Which open window a notification's tap should bring forward: one already showing the page it
 * leads to (the same path and query, whatever its #fragment), the first such; none otherwise,
 * and the worker opens a new one.
 */
const pageOf = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '') || '/'}${parsed.search}`;
};

export function windowShowing<W extends { url: string }>(
  windows: readonly W[],
  url: string,
): W | undefined {
  const wanted = pageOf(url);
  return windows.find((candidate) => {
    try {
      return pageOf(candidate.url) === wanted;
    } catch {
      return false;
    }
  });
}
