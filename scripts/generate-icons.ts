/**
 * Renders every PNG icon of the site from ONE drawing, public/brand/icon.svg:
 *   icons/icon-192.png, icons/icon-512.png      purpose "any" (the drawing as is)
 *   icons/icon-maskable-512.png                  purpose "maskable" (drawing inside the 80 % safe circle)
 *   icons/apple-touch-icon.png                   180 px, opaque, for iOS home screens
 *   icons/shortcut-*.png                         96 px manifest shortcut icons (glyph on the same ground)
 *   icons/badge-96.png                           96 px notification badge (a white glyph; Android
 *                                                draws badges from their transparency alone)
 *   brand/share-card.png                         1200 × 630 link-preview artwork (Open Graph's image of
 *                                                a page without one of its own: server/pages/page-head.ts)
 * Run: npx tsx scripts/generate-icons.ts   (the PNGs are committed; re-run after editing the SVG)
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Resvg } from '@resvg/resvg-js';
import { Bell, MapPin, Navigation, Store, Tag, type LucideProps } from 'lucide-react';

const root = new URL('../public/', import.meta.url);
const NAVY = '#14213D';
const BRONZE = '#C8963E';

const icon = readFileSync(new URL('brand/icon.svg', root), 'utf8');

/** App icons are opaque (iOS fills transparency with black); shortcut tiles keep their round corners. */
function render(svg: string, size: number, opaque = true): Buffer {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    ...(opaque ? { background: NAVY } : {}),
  })
    .render()
    .asPng();
}

/** The drawing shrunk into the centre of a navy square: `scale` 0.8 keeps it in the maskable safe zone. */
function padded(scale: number): string {
  const size = 512 * scale;
  const offset = (512 - size) / 2;
  const inner = icon.replace(
    /<svg([^>]*?) width="512" height="512"/,
    `<svg$1 x="${offset}" y="${offset}" width="${size}" height="${size}"`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><rect width="512" height="512" fill="${NAVY}"/>${inner}</svg>`;
}

/** A shortcut icon: a bronze glyph on the icon's navy ground. */
function shortcut(glyph: ComponentType<LucideProps>): string {
  const markup = renderToStaticMarkup(
    createElement(glyph, { size: 56, color: BRONZE, strokeWidth: 2 }),
  );
  const placed = markup.replace('<svg ', '<svg x="20" y="20" ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><rect width="96" height="96" rx="20" fill="${NAVY}"/>${placed}</svg>`;
}

/** A notification badge: the glyph alone, white on nothing (sw/push.ts shows it). */
function badge(glyph: ComponentType<LucideProps>): string {
  const markup = renderToStaticMarkup(
    createElement(glyph, { size: 80, color: '#FFFFFF', strokeWidth: 2.5 }),
  );
  const placed = markup.replace('<svg ', '<svg x="8" y="8" ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">${placed}</svg>`;
}

/**
 * The link-preview card: the icon's drawing at the left of a navy ground, the site's name and
 * address beside it. Its text is drawn as paths by resvg with the machine's fonts.
 */
function shareCard(): string {
  const inner = icon.replace(
    /<svg([^>]*?) width="512" height="512"/,
    '<svg$1 x="90" y="125" width="380" height="380"',
  );
  const text = (y: number, size: number, weight: number, fill: string, content: string) =>
    `<text x="530" y="${y}" fill="${fill}" font-size="${size}" font-weight="${weight}" font-family="DejaVu Sans, Noto Sans, sans-serif" letter-spacing="2">${content}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630"><rect width="1200" height="630" fill="${NAVY}"/>${inner}${text(300, 92, 800, '#FFFFFF', 'SUNTEC')}${text(390, 64, 700, BRONZE, 'CITY')}${text(470, 30, 400, '#C7CEDB', '3 Temasek Boulevard, Singapore')}</svg>`;
}

const outputs: [string, Buffer][] = [
  ['icons/icon-192.png', render(icon, 192)],
  ['icons/icon-512.png', render(icon, 512)],
  ['icons/icon-maskable-512.png', render(padded(0.8), 512)],
  ['icons/apple-touch-icon.png', render(padded(0.88), 180)],
  ['icons/shortcut-directory.png', render(shortcut(Store), 96, false)],
  ['icons/shortcut-map.png', render(shortcut(MapPin), 96, false)],
  ['icons/shortcut-promotions.png', render(shortcut(Tag), 96, false)],
  ['icons/shortcut-getting-here.png', render(shortcut(Navigation), 96, false)],
  ['icons/badge-96.png', render(badge(Bell), 96, false)],
  ['brand/share-card.png', render(shareCard(), 1200)],
];

mkdirSync(new URL('icons/', root), { recursive: true });
for (const [path, png] of outputs) {
  writeFileSync(new URL(path, root), png);
  console.log(`${path.padEnd(34)} ${(png.length / 1024).toFixed(1)} KB`);
}
