/**
 * Merchant monograms: the initials on a coloured ring with a bronze arc, one colour per
 * sub-category. Under 1 KB each; no real brand marks.
 */
import { escapeXml } from './escape.ts';
import { PALETTE } from './palette.ts';

export interface MonogramOptions {
  name: string;
  colour: string;
  /** 0..1, turns the bronze arc so that merchants of one sub-category differ. */
  turn: number;
}

/** Up to two initials from the words of a name ("Lotus Leaf Dim Sum" -> "LL"). */
export function initialsOf(name: string): string {
  const words = name
    .replace(/&/g, ' ')
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word));
  const letters = words.slice(0, 2).map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

export function monogramSvg({ name, colour, turn }: MonogramOptions): string {
  const initials = initialsOf(name);
  const angle = Math.round(turn * 360);
  const fontSize = initials.length > 1 ? 38 : 46;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img">` +
    `<title>${escapeXml(name)}</title>` +
    `<circle cx="60" cy="60" r="56" fill="${PALETTE.offWhite}"/>` +
    `<circle cx="60" cy="60" r="48" fill="none" stroke="${colour}" stroke-width="8"/>` +
    `<path d="M60 4a56 56 0 0 1 53 38" fill="none" stroke="${PALETTE.bronze}" stroke-width="6" stroke-linecap="round" transform="rotate(${angle} 60 60)"/>` +
    `<text x="60" y="60" dy="0.35em" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${fontSize}" fill="${colour}">${escapeXml(initials)}</text>` +
    `</svg>`
  );
}
