/**
 * Banners and card art: concentric rings, sweeping arcs and the five-fold fountain rosette on a
 * token colour. Deterministic from the seed string; under 3 KB each.
 */
import { createRng, hashString } from '../random.ts';
import { escapeXml } from './escape.ts';
import { BANNER_THEMES } from './palette.ts';

export type BannerMotif = 'rings' | 'arcs' | 'fountain';

export interface BannerOptions {
  /** Accessible name of the picture. */
  title: string;
  /** Any string; the same key always draws the same picture. */
  key: string;
  width?: number;
  height?: number;
  motif?: BannerMotif;
}

const round = (value: number): number => Math.round(value);

/** Five petals around a centre, the fountain seen from above. */
function rosette(cx: number, cy: number, size: number, fill: string, rotation: number): string {
  const petal = `M0 0C${round(size * 0.35)} ${round(-size * 0.3)} ${round(size * 0.25)} ${round(-size * 0.85)} 0 ${round(-size)}C${round(-size * 0.25)} ${round(-size * 0.85)} ${round(-size * 0.35)} ${round(-size * 0.3)} 0 0Z`;
  const petals = [0, 72, 144, 216, 288]
    .map((a) => `<path d="${petal}" transform="rotate(${a + rotation})"/>`)
    .join('');
  return `<g transform="translate(${round(cx)} ${round(cy)})" fill="${fill}" opacity="0.85">${petals}</g>`;
}

function rings(cx: number, cy: number, radius: number, stroke: string, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const r = round(radius * (1 - i / (count + 1)));
    out += `<circle cx="${round(cx)}" cy="${round(cy)}" r="${r}" fill="none" stroke="${stroke}" stroke-width="${i === 0 ? 6 : 3}" opacity="${(0.9 - i * 0.15).toFixed(2)}"/>`;
  }
  return out;
}

function arc(
  cx: number,
  cy: number,
  r: number,
  from: number,
  to: number,
  stroke: string,
  width: number,
): string {
  const rad = (deg: number): number => (deg * Math.PI) / 180;
  const x1 = round(cx + r * Math.cos(rad(from)));
  const y1 = round(cy + r * Math.sin(rad(from)));
  const x2 = round(cx + r * Math.cos(rad(to)));
  const y2 = round(cy + r * Math.sin(rad(to)));
  const large = to - from > 180 ? 1 : 0;
  return `<path d="M${x1} ${y1}A${round(r)} ${round(r)} 0 ${large} 1 ${x2} ${y2}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
}

export function bannerSvg({
  title,
  key,
  width = 1200,
  height = 480,
  motif,
}: BannerOptions): string {
  const rng = createRng(hashString(key));
  const theme = rng.pick(BANNER_THEMES);
  const chosen: BannerMotif = motif ?? rng.pick(['rings', 'arcs', 'fountain'] as const);
  const cx = width * (0.55 + rng.next() * 0.3);
  const cy = height * (0.35 + rng.next() * 0.3);
  const unit = Math.min(width, height);
  let art = '';
  if (chosen === 'rings') {
    art += rings(cx, cy, unit * 0.7, theme.ring, 4);
    art += arc(cx, cy, unit * 0.85, -rng.int(60, 120), rng.int(10, 60), theme.accent, 10);
    art += rosette(cx, cy, unit * 0.18, theme.accent, rng.int(0, 71));
  } else if (chosen === 'arcs') {
    for (let i = 0; i < 4; i += 1) {
      const start = rng.int(190, 225);
      art += arc(
        width * 0.2,
        height * 1.15,
        unit * (0.55 + i * 0.4),
        start,
        start + rng.int(80, 120),
        i % 2 ? theme.accent : theme.ring,
        10 - i * 2,
      );
    }
    art += rings(cx, cy, unit * 0.3, theme.ring, 2);
  } else {
    art += rosette(cx, cy, unit * 0.42, theme.accent, rng.int(0, 71));
    art += rings(cx, cy, unit * 0.5, theme.ring, 3);
    art += rosette(cx, cy, unit * 0.16, theme.ring, 36);
  }
  art += rings(width * 0.1, height * 0.2, unit * 0.12, theme.accent, 2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" preserveAspectRatio="xMidYMid slice">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="${width}" height="${height}" fill="${theme.background}"/>` +
    art +
    `</svg>`
  );
}
