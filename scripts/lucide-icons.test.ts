import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import createLucideIcon, { type IconProps } from '../src/components/ui/lucide-icon';

const iconsDir = join(
  dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')),
  'dist/esm/icons',
);

/** An icon module of lucide-react, as the build's plugin finds it, and the data it holds. */
function iconModule(name: string) {
  const source = readFileSync(join(iconsDir, `${name}.mjs`), 'utf8');
  const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(source)?.[1];
  if (!literal) throw new Error(`lucide-react's ${name}.mjs has no __iconData`);
  const data = new Function(`return ${literal}`)() as Parameters<typeof createLucideIcon>[0];
  return { source, data };
}

const ICONS = {
  search: lucide.Search,
  x: lucide.X,
  'external-link': lucide.ExternalLink,
  'chevron-down': lucide.ChevronDown,
  'wifi-off': lucide.WifiOff,
  'calendar-check': lucide.CalendarCheck,
} as const;

const PROPS: IconProps[] = [
  {},
  { size: 22, 'aria-hidden': 'true' },
  { size: 18, 'aria-hidden': 'true', className: 'chevron' },
  { size: 14, style: { marginInlineStart: 4, verticalAlign: '-2px' } },
  { 'aria-label': 'Search' },
];

describe("the site's createLucideIcon", () => {
  it.each(Object.entries(ICONS))(
    'draws %s as lucide does, and lucide still builds it the way the build redirects',
    (name, Real) => {
      const { source, data } = iconModule(name);
      expect(source).toContain("import createLucideIcon from '../createLucideIcon.mjs';");
      const Ours = createLucideIcon(data);
      for (const props of PROPS) {
        const real = renderToStaticMarkup(createElement(Real as ComponentType<IconProps>, props));
        expect(renderToStaticMarkup(createElement(Ours, props))).toBe(real);
      }
    },
  );
});
