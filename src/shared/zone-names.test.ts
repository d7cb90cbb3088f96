import { describe, expect, it } from 'vitest';
import { zoneLabel, zoneNameZh } from './zone-names';

describe('zoneLabel', () => {
  it.each([
    ['Sky Garden', 'ch', { text: '空中花园' }],
    ['Atrium (Convention Centre)', 'ch', { text: '会展中心中庭' }],
    ['Tower 3', 'ch', { text: '第三座' }],
    ['Sky Garden', 'en', { text: 'Sky Garden' }],
    // A zone the site does not name stays as the backend wrote it, marked English.
    ['North Annex', 'ch', { text: 'North Annex', lang: 'en' }],
    ['North Annex', 'en', { text: 'North Annex' }],
  ] as const)('%s in %s', (zone, language, expected) => {
    expect(zoneLabel(zone, language)).toEqual(expected);
  });

  it('knows no names from the object prototype', () => {
    expect(zoneNameZh('toString')).toBeUndefined();
    expect(zoneNameZh('constructor')).toBeUndefined();
  });
});
