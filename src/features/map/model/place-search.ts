/**
 * The map's search: stores by name or unit number, amenities by name or by what they are ("toilet",
 * "ATM", "taxi", "电梯"), carpark zones by level and letter. Case- and accent-insensitive; names
 * that start with the query come first, then words that start with it, then any match.
 */
import type { AmenityType } from './map-plan';
import type { Place } from './plan-index';

/** Words a visitor may type for each kind of amenity, in both languages. */
export const AMENITY_KEYWORDS: Readonly<Record<AmenityType, string>> = {
  lift: 'lift elevator 电梯',
  escalator: 'escalator 扶梯',
  stairs: 'stairs staircase 楼梯',
  toilet: 'toilet toilets restroom washroom wc 洗手间 厕所',
  'nursing-room': 'nursing room baby mother parents 育婴室',
  atm: 'atm cash bank 提款机',
  'taxi-stand': 'taxi cab 德士 出租车',
  'mrt-link': 'mrt train station metro subway 地铁',
  'carpark-lobby': 'carpark car park parking lobby 停车场',
  entrance: 'entrance exit door 入口 出口',
  information: 'information concierge help desk 服务台',
};

export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface SearchablePlace {
  place: Place;
  /** The name shown (the ranking looks at it first). */
  name: string;
  /** Everything else it can be found by. */
  extra: string;
}

/**
 * 0: the name starts with the query; 1: every word typed starts a word of the name; 2: every word
 * typed is somewhere in the name or the rest; undefined: no match.
 */
function rank(entry: SearchablePlace, query: string, words: readonly string[]): number | undefined {
  const name = normaliseSearchText(entry.name);
  if (name.startsWith(query)) return 0;
  const nameWords = name.split(/[\s·(),/-]+/);
  if (words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)))) return 1;
  const all = `${name} ${normaliseSearchText(entry.extra)}`;
  return words.every((word) => all.includes(word)) ? 2 : undefined;
}

export function searchPlaces(
  entries: readonly SearchablePlace[],
  query: string,
  limit = 12,
): SearchablePlace[] {
  const q = normaliseSearchText(query);
  if (q === '') return [];
  const words = q.split(' ');
  return entries
    .flatMap((entry) => {
      const r = rank(entry, q, words);
      return r === undefined ? [] : [{ entry, r }];
    })
    .sort((a, b) => a.r - b.r || a.entry.name.localeCompare(b.entry.name, 'en', { numeric: true }))
    .slice(0, limit)
    .map(({ entry }) => entry);
}
