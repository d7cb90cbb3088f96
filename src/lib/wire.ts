/**
 * Readers for the quirks of the backends' payloads (docs/wire-format.md): string flags, several
 * spellings of "missing", image URLs ending in `/NA` or `/null`. Feature mappers use these so that
 * nothing past a mapper ever sees `"0"`, `"NA"` or a broken image URL.
 */
import { toIsoInstant } from '../shared/singapore-time';
import { isPlaceholderImageUrl } from '../shared/image-url';

const MISSING_TEXT = new Set(['', 'na', 'n/a', '-', 'null', 'undefined']);

/** A string flag ("1", "0", true, 1, "true", "Y") as a boolean; anything else is false. */
export function readFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string')
    return ['1', 'true', 'y', 'yes'].includes(value.trim().toLowerCase());
  return false;
}

/** The first of several spellings of a flag that is set (e.g. `IsParticipating`, `isParticipating`). */
export function readAnyFlag(...values: unknown[]): boolean {
  return values.some(readFlag);
}

/** Text, or undefined when missing ("", "NA", "-", null, ...). */
export function readText(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return MISSING_TEXT.has(trimmed.toLowerCase()) ? undefined : trimmed;
}

/** An image URL, or undefined when missing or ending in `/NA`, `/null` or `/undefined`. */
export function readImageUrl(value: unknown): string | undefined {
  const text = readText(value);
  if (!text) return undefined;
  return isPlaceholderImageUrl(text) ? undefined : text;
}

/** A number from a number or numeric string, or undefined. */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = readText(value);
  if (text === undefined) return undefined;
  const n = Number(text.replace(/[$,\s]/g, ''));
  return Number.isFinite(n) ? n : undefined;
}

/** An instant as an ISO string (survives IndexedDB), or undefined. */
export function readInstant(value: unknown): string | undefined {
  return typeof value === 'string' ? (toIsoInstant(value) ?? undefined) : undefined;
}
