/**
 * Unit numbers: `#LL-NNN` (`#02-608`: level 02, unit 608; `#B1-012` in the basement). Visitors
 * type them every way ("02-608", "#02-608", "2-608", "02608", "#02"), so matching normalises both
 * sides and compares level and unit parts rather than raw substrings ("01" must not match "#02-301").
 */

export interface ParsedUnitNumber {
  /** 'B1', '01', '02', ... */
  level: string;
  /** '608', or '' when the number has no unit part. */
  unit: string;
}

const UNIT_PATTERN = /^#?\s*(b\d|\d{1,2})\s*-\s*([\w/]+)$/i;
const LEVEL_ONLY_PATTERN = /^#?\s*(b\d|\d{1,2})$/i;

/** Level 2 is written '02'; the basement 'B1'. */
function padLevel(level: string): string {
  const upper = level.toUpperCase();
  return /^\d$/.test(upper) ? `0${upper}` : upper;
}

/** Splits a unit number into level and unit, or undefined when it is not one. */
export function parseUnitNumber(unitNumber: string | undefined): ParsedUnitNumber | undefined {
  if (!unitNumber) return undefined;
  const text = unitNumber.trim();
  const full = UNIT_PATTERN.exec(text);
  if (full) return { level: padLevel(full[1]!), unit: full[2]!.toUpperCase() };
  const levelOnly = LEVEL_ONLY_PATTERN.exec(text);
  return levelOnly ? { level: padLevel(levelOnly[1]!), unit: '' } : undefined;
}

/** Whether a search text looks like (part of) a unit number rather than a name. */
export function looksLikeUnitNumber(query: string): boolean {
  const q = query.trim();
  return /^#/.test(q) || /^(b\d|\d{1,2})\s*-\s*\d*$/i.test(q) || /^\d{3,}$/.test(q);
}

/**
 * Whether a typed text finds a unit number:
 * - "02-608", "#02-608", "2-608", "02-6": that level, unit starting with the typed digits;
 * - "#02", "#B1": every unit on that level;
 * - "608", "02608": a unit part, or level and unit typed without the hyphen, starting with them.
 */
export function matchesUnitNumber(unitNumber: string | undefined, query: string): boolean {
  const unit = parseUnitNumber(unitNumber);
  const q = query.trim().toUpperCase();
  if (!unit || !q) return false;

  const typedFull = UNIT_PATTERN.exec(q) ?? /^#?\s*(B\d|\d{1,2})\s*-\s*()$/.exec(q);
  if (typedFull)
    return (
      padLevel(typedFull[1]!) === unit.level && unit.unit.startsWith(typedFull[2]!.toUpperCase())
    );

  if (q.startsWith('#')) {
    const levelOnly = LEVEL_ONLY_PATTERN.exec(q);
    if (levelOnly) return padLevel(levelOnly[1]!) === unit.level;
    return `${unit.level}${unit.unit}`.startsWith(q.slice(1).trim());
  }
  if (!/^\d{3,}$/.test(q)) return false;
  return unit.unit.startsWith(q) || `${unit.level}${unit.unit}`.startsWith(q);
}
