/**
 * The event categories the site names in both languages. The backend sends a category as its
 * English name (`EventCategory`: "General", "Workshop", ...); the site shows its own name of a
 * category it knows and any other as it came (marked English on a Chinese page).
 */
const CATEGORY_MESSAGE_KEYS = {
  general: 'categoryGeneral',
  workshop: 'categoryWorkshop',
  festive: 'categoryFestive',
  family: 'categoryFamily',
  exhibition: 'categoryExhibition',
  convention: 'categoryConvention',
} as const;

export type EventCategoryMessageKey =
  (typeof CATEGORY_MESSAGE_KEYS)[keyof typeof CATEGORY_MESSAGE_KEYS];

/** The message naming a category the site knows (any case, outer spaces ignored), or undefined. */
export function eventCategoryMessageKey(category: string): EventCategoryMessageKey | undefined {
  const name = category.trim().toLowerCase();
  return Object.hasOwn(CATEGORY_MESSAGE_KEYS, name)
    ? CATEGORY_MESSAGE_KEYS[name as keyof typeof CATEGORY_MESSAGE_KEYS]
    : undefined;
}
