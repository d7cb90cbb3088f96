/**
 * The event categories the site names in both languages (components/event-card-messages,
 * keyed by the English name in lower case). The backend sends a category as its English name
 * (`EventCategory`: "General", "Workshop", ...); the site shows its own name of a category it knows
 * and any other as it came (marked English on a Chinese page).
 */

/** The site's name of a category (any case, outer spaces ignored) in `names`, or undefined. */
export function eventCategoryName(
  category: string,
  names: Readonly<Record<string, string>>,
): string | undefined {
  const key = category.trim().toLowerCase();
  return Object.hasOwn(names, key) ? names[key] : undefined;
}
