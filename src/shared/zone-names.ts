/**
 * The complex's zones as the site names them: the English names the directory's `Zone` field
 * carries (wire-format.md) and the Chinese ones the site gives them. The backends send only the
 * English; the pages show the Chinese name of a zone they know and any other as it came (marked
 * English on a Chinese page). The seeded complex (server/seed) names its zones from this table.
 */
import type { Language } from './language';

export const ZONE_NAMES_ZH = {
  'Tower 1': '第一座',
  'Tower 2': '第二座',
  'Tower 3': '第三座',
  'Tower 4': '第四座',
  'Tower 5': '第五座',
  'Fountain Court': '喷泉广场',
  'East Wing': '东翼',
  'West Wing': '西翼',
  'Atrium (Convention Centre)': '会展中心中庭',
  'Sky Garden': '空中花园',
} as const;

export type ZoneName = keyof typeof ZONE_NAMES_ZH;

/** The Chinese name of a zone the site knows, or undefined. */
export function zoneNameZh(zone: string): string | undefined {
  return Object.hasOwn(ZONE_NAMES_ZH, zone) ? ZONE_NAMES_ZH[zone as ZoneName] : undefined;
}

/**
 * A zone as shown in `language`: its Chinese name on a Chinese page when the site knows it, else
 * the wire's English, with the `lang` that English needs on a Chinese page (WCAG 3.1.2).
 */
export function zoneLabel(zone: string, language: Language): { text: string; lang?: 'en' } {
  if (language !== 'ch') return { text: zone };
  const zh = zoneNameZh(zone);
  return zh ? { text: zh } : { text: zone, lang: 'en' };
}
