/**
 * A hover style applies only where a pointer can hover: every `:hover` rule of the site's CSS sits
 * in `@media (hover: hover)`. On a phone a tap also "hovers" what it taps, and that style stayed on
 * the tapped chip, button or card until the next tap elsewhere, as if it were still pressed or
 * selected; the style recalculation it set off was part of every tap's time to paint, too.
 */
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

// Read from disk: Vitest turns CSS imports into empty strings, and the app's tsconfig has no Node
// types, hence the narrow cast to reach `fs` (as contrast.test.ts).
const fs = (
  globalThis as unknown as {
    process: {
      getBuiltinModule(id: 'node:fs'): {
        readdirSync(path: string, options: { recursive: true }): string[];
        readFileSync(path: string, encoding: 'utf8'): string;
      };
    };
  }
).process.getBuiltinModule('node:fs');

// Vitest runs from the project root.
const cssFiles = fs
  .readdirSync('src', { recursive: true })
  .filter((file) => file.endsWith('.css'))
  .map((file) => `src/${file}`);

/** The selectors with `:hover` that would apply on a device that cannot hover. */
function hoverOutsideHoverMedia(css: string): string[] {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    const hovers = rule.selectors.filter((selector) => /:hover(?![\w-])/.test(selector));
    if (hovers.length === 0) return;
    for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent)
      if (
        parent.type === 'atrule' &&
        /\(\s*hover\s*:\s*hover\s*\)/.test((parent as postcss.AtRule).params)
      )
        return;
    found.push(...hovers);
  });
  return found;
}

describe('hover styles', () => {
  it('finds the site CSS to read', () => {
    expect(cssFiles).toContain('src/styles/global.css');
    expect(cssFiles.length).toBeGreaterThan(20);
  });

  it.each(cssFiles)('%s: every :hover rule is inside @media (hover: hover)', (file) => {
    expect(hoverOutsideHoverMedia(fs.readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('tells a hover rule outside the media query from one inside it', () => {
    expect(
      hoverOutsideHoverMedia(
        '.a:hover{color:red} @media (hover: hover){.b:hover{color:red}} ' +
          '@media (min-width: 769px){.c:hover,.d{color:red} @media (hover: hover){.e:hover{}}}',
      ),
    ).toEqual(['.a:hover', '.c:hover']);
  });
});
