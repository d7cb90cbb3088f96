/** URL of a stored artwork SVG: `/media/{kind}/{id}.svg` (served by routes/media.ts). */
export function mediaUrl(kind: string, id: string): string {
  return `/media/${encodeURIComponent(kind)}/${encodeURIComponent(id)}.svg`;
}
