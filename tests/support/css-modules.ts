/**
 * Finds elements by their CSS module class in the production build, whose class names are short
 * codes (scripts/css-class-names.ts) rather than Vite's `_skeleton_x1y2z_3`: the same code names
 * them here, from the same files.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { listCssModules, shortClassNames, declaredNames } from '../../scripts/css-class-names';

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * A selector (`:is(.ab, .cd)`) for every class, in any CSS module of `src/`, whose own name passes
 * `test`: `moduleClassSelector((name) => /skeleton/i.test(name))` finds every placeholder.
 */
export function moduleClassSelector(test: (name: string) => boolean): string {
  const modules = listCssModules(ROOT);
  const nameOf = shortClassNames(ROOT, modules);
  const classes = modules.flatMap((modulePath) => {
    const filename = join(ROOT, modulePath);
    const css = readFileSync(filename, 'utf8');
    return declaredNames(css)
      .filter(test)
      .map((local) => `.${nameOf(local, filename, css)}`);
  });
  if (classes.length === 0) throw new Error('No CSS module class passes the test');
  return `:is(${classes.join(', ')})`;
}
