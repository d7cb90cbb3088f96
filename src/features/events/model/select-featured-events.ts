/** Featured events (spec sections 4 and 9): flagged IsFeatured '1', at most 4, by SortOrder. */

export const MAX_FEATURED_EVENTS = 4;

/** The featured events in SortOrder (ties keep the server's order), at most `limit`. */
export function selectFeaturedEvents<T extends { isFeatured: boolean; sortOrder: number }>(
  events: readonly T[],
  limit = MAX_FEATURED_EVENTS,
): T[] {
  return events
    .map((event, index) => ({ event, index }))
    .filter(({ event }) => event.isFeatured)
    .sort((a, b) => a.event.sortOrder - b.event.sortOrder || a.index - b.index)
    .slice(0, limit)
    .map(({ event }) => event);
}
