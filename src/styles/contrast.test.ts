/**
 * Every text/background pair the components use, from the design tokens and the few literal colours
 * of the frame's dark bands and the date picker, meets WCAG AA: 4.5:1 for text, 3:1 for large text
 * and for the parts of controls needed to see them (1.4.11). Disabled controls are exempt (1.4.3)
 * and are not listed: the picker's unavailable days, disabled paging and filter letters. axe's
 * color-contrast rule checks the rendered pages as well (tests/browser/a11y-routes.spec.ts).
 */
import { describe, expect, it } from 'vitest';

// Read from disk: Vitest turns CSS imports (even `?raw`) into empty strings, and the app's
// tsconfig has no Node types, hence the narrow cast to reach `fs`.
const nodeProcess = (
  globalThis as unknown as {
    process: {
      cwd(): string;
      getBuiltinModule(id: 'node:fs'): { readFileSync(path: string, encoding: 'utf8'): string };
    };
  }
).process;
// Vitest runs from the project root.
const read = (path: string) =>
  nodeProcess.getBuiltinModule('node:fs').readFileSync(`${nodeProcess.cwd()}/${path}`, 'utf8');
// The site's tokens, and the picker's own (--drp-*) literal colours.
const tokensCss = [
  read('src/styles/tokens.css'),
  read('src/components/ui/date-range-picker/date-range-picker.module.css'),
].join('\n');

const tokens = new Map(
  [...tokensCss.matchAll(/--([\w-]+):\s*(#[0-9a-fA-F]{6})/g)].map((m) => [m[1]!, m[2]!]),
);

function color(name: string): string {
  const value = name.startsWith('#') ? name : tokens.get(name);
  if (!value) throw new Error(`No token --${name}`);
  return value;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(color(a)), luminance(color(b))].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT = 4.5;
const UI = 3;

describe('colour contrast (WCAG AA)', () => {
  it.each<[string, string, number]>([
    ['color-ink', 'color-surface', TEXT],
    ['color-ink', 'color-band', TEXT],
    ['color-ink-muted', 'color-surface', TEXT],
    ['color-ink-muted', 'color-band', TEXT],
    ['color-primary', 'color-surface', TEXT],
    ['color-primary', 'color-band', TEXT],
    ['color-primary-hover', 'color-surface', TEXT],
    ['color-primary-contrast', 'color-primary', TEXT],
    ['color-primary-contrast', 'color-primary-hover', TEXT],
    ['color-promo', 'color-surface', TEXT],
    ['color-success-fg', 'color-success-bg', TEXT],
    ['color-warning-fg', 'color-warning-bg', TEXT],
    ['color-error-fg', 'color-error-bg', TEXT],
    ['color-error-fg', 'color-surface', TEXT],
    ['color-info-fg', 'color-info-bg', TEXT],
    ['color-focus', 'color-surface', UI],
    ['color-focus', 'color-band', UI],
    // Text on the bands and panels it also sits on.
    ['color-primary-hover', 'color-band', TEXT],
    ['color-promo', 'color-band', TEXT],
    ['color-error-fg', 'color-band', TEXT],
    ['color-success-fg', 'color-surface', TEXT],
    ['color-success-fg', 'color-band', TEXT],
    ['color-info-fg', 'color-surface', TEXT],
    ['color-warning-fg', 'color-surface', TEXT],
    ['color-ink-muted', 'color-info-bg', TEXT],
    ['color-ink-muted', 'color-success-bg', TEXT],
    ['color-ink-muted', 'color-warning-bg', TEXT],
    ['color-ink-muted', 'color-error-bg', TEXT],
    ['color-primary', 'color-info-bg', TEXT],
    ['color-ink-muted', 'color-border', TEXT],
    // Edges of text fields, selects and the directory's search box.
    ['color-control-border', 'color-surface', UI],
    ['color-control-border', 'color-band', UI],
    // The date picker: days in the chosen range and under the pointer, the chosen days.
    ['color-ink', 'drp-range', TEXT],
    ['color-primary', 'drp-range', TEXT],
    ['color-ink', 'drp-hover', TEXT],
    ['color-primary', 'drp-hover', TEXT],
    ['color-ink', 'drp-unavailable', TEXT],
    // The map's chosen place and list rows (#e6f1f2) and placeholder panels (#ece8e1).
    ['color-ink', '#e6f1f2', TEXT],
    ['color-primary', '#e6f1f2', TEXT],
    ['color-primary-hover', '#e6f1f2', TEXT],
    ['color-ink-muted', '#ece8e1', TEXT],
    // The frame's dark bands: footer, carousel caption, member-app band, language switch.
    ['#ffffff', 'color-ink', TEXT],
    ['#e8ebf2', 'color-ink', TEXT],
    ['#c7cedb', 'color-ink', TEXT],
    ['#dfe4ee', 'color-ink', TEXT],
    ['#f3d9a8', 'color-ink', TEXT],
    ['color-ink', '#f3d9a8', TEXT],
    ['#ffffff', 'color-primary', TEXT],
    ['color-primary', '#ffffff', TEXT],
    ['color-accent', 'color-ink', UI],
  ])('%s on %s', (foreground, background, minimum) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});
