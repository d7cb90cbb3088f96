/**
 * Every text/background pair of the design tokens (and the few literal colours the frame uses on
 * dark bands) meets WCAG AA: 4.5:1 for text, 3:1 for large text and UI parts.
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
const tokensCss = nodeProcess
  .getBuiltinModule('node:fs')
  .readFileSync(`${nodeProcess.cwd()}/src/styles/tokens.css`, 'utf8');

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
