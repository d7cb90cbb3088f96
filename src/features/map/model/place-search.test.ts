import { describe, expect, it } from 'vitest';
import { indexPlan } from './plan-index';
import { fixturePlan } from '../../../../tests/support/map/plan-fixture';
import {
  AMENITY_KEYWORDS,
  normaliseSearchText,
  searchPlaces,
  type SearchablePlace,
} from './place-search';

const index = indexPlan(fixturePlan());
const names: Record<string, string> = {
  'unit:#02-601': 'Lotus Leaf Dim Sum',
  'unit:#02-602': 'Café Lumière',
  'unit:#03-001': 'Garden Tea',
};
const entries: SearchablePlace[] = index.places.map((place) => ({
  place,
  name: names[place.key] ?? (place.kind === 'amenity' ? place.amenity.name : place.key),
  extra:
    place.kind === 'amenity'
      ? AMENITY_KEYWORDS[place.amenity.type]
      : place.kind === 'unit'
        ? place.unit.id
        : '',
}));
const keys = (query: string) => searchPlaces(entries, query).map((entry) => entry.place.key);

describe('searchPlaces', () => {
  it('ignores case and accents', () => {
    expect(normaliseSearchText('  Café  LUMIÈRE ')).toBe('cafe lumiere');
    expect(keys('cafe')).toEqual(['unit:#02-602']);
  });

  it('ranks names that start with the query before words and other matches', () => {
    expect(keys('l')).toEqual([
      'amenity:L1-01',
      'amenity:L1-02',
      'unit:#02-601',
      'unit:#02-602',
      'amenity:E1-01',
      'amenity:E1-02',
      'amenity:T-01',
      'amenity:T-02',
    ]);
  });

  it('finds by every word typed, in any order', () => {
    expect(keys('sum lotus')).toEqual(['unit:#02-601']);
    expect(keys('lotus tea')).toEqual([]);
  });

  it('finds shops by unit number and amenities by what they are, in English or Chinese', () => {
    expect(keys('#03-001')).toEqual(['unit:#03-001']);
    expect(keys('restroom')).toEqual(['amenity:T-01', 'amenity:T-02']);
    expect(keys('洗手间')).toEqual(['amenity:T-01', 'amenity:T-02']);
    expect(keys('elevator')).toEqual(['amenity:L1-01', 'amenity:L1-02']);
  });

  it('finds nothing for an empty query', () => {
    expect(keys('   ')).toEqual([]);
  });
});
