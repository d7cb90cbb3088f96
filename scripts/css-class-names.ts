/**
 * The class names CSS modules get in the production build: two characters for the module and one
 * or two for the class within it (`mb`: the second class of the 13th module) instead of Vite's
 * `_heading_aq9ty_19`. Every module's map of names (`{heading: "…"}`) travels in the JavaScript,
 * most of them in the first load, and every name again in the stylesheet and in each page the
 * server draws. Measured on `/` (gzip): first-load JS 150.0 -> 149.3 KB, the stylesheet 16.9 ->
 * 13.5 KB. Random short hashes of five characters saved only 0.2 KB of JS and 1.4 KB of CSS: they
 * compress worse than Vite's names, whose parts repeat.
 *
 * Numbers, not a hash, and taken from what is on disk, not from the order the bundler happens to
 * ask: the module's place among every `*.module.css` under `src/` in path order, and the class's
 * place among the names its module declares in name order. So the browser's build and the
 * server's render (two separate builds) name every class alike and the server's HTML matches the
 * stylesheet. A class this cannot place (a module outside `src/`, a name the scan missed) gets a
 * five-character hash; two classes given one name fail the build. The dev server keeps Vite's
 * readable names. Browser tests find an element by its module class through `moduleClassSelector`
 * (tests/support/css-modules.ts), which asks this same code.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const NAME_CHARACTERS = `${LETTERS}0123456789-_`;

/** Project-relative, `/`-separated path of a CSS file (Vite may add a query). */
function modulePathOf(root: string, filename: string): string {
  return relative(root, filename.split('?')[0] ?? filename)
    .split(sep)
    .join('/');
}

/** Every CSS module under `src/`, in path order. */
export function listCssModules(root: string): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.module.css'))
    .map((path) => `src/${path.split(sep).join('/')}`)
    .sort();
}

/** The class and keyframe names a module's CSS declares, in name order. */
export function declaredNames(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)/g, '');
  const names = new Set<string>();
  for (const [, name] of text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) if (name) names.add(name);
  for (const [, name] of text.matchAll(/@keyframes\s+(-?[_a-zA-Z][\w-]*)/g))
    if (name) names.add(name);
  return [...names].sort();
}

/** `index` in the name alphabet: the first character a letter when `letterFirst`. */
function encode(index: number, letterFirst: boolean): string {
  const first = letterFirst ? LETTERS : NAME_CHARACTERS;
  let name = first[index % first.length] ?? '';
  for (let rest = Math.floor(index / first.length); rest > 0; rest = Math.floor(rest / 64))
    name += NAME_CHARACTERS[rest % 64] ?? '';
  return name;
}

/** Two characters for the module (a class name may not start with a digit). */
function moduleCode(index: number): string {
  return (
    (LETTERS[index % LETTERS.length] ?? '') +
    (NAME_CHARACTERS[Math.floor(index / LETTERS.length) % 64] ?? '')
  );
}

function hashedName(modulePath: string, local: string): string {
  const digest = createHash('sha256').update(`${modulePath}\0${local}`).digest();
  let name = encode((digest[0] ?? 0) % LETTERS.length, true);
  for (let index = 1; index < 5; index++) name += NAME_CHARACTERS[(digest[index] ?? 0) % 64] ?? '';
  return name;
}

/**
 * The naming of one build from `root`: `nameOf(local, filename, css)` is Vite's
 * `css.modules.generateScopedName`.
 */
export function shortClassNames(
  root: string,
  modules: readonly string[] = listCssModules(root),
): (local: string, filename: string, css: string) => string {
  const moduleIndex = new Map(modules.map((path, index) => [path, index]));
  const namesOfModule = new Map<string, string[]>();
  const owners = new Map<string, string>();
  return (local, filename, css) => {
    const modulePath = modulePathOf(root, filename);
    const index = moduleIndex.get(modulePath);
    let names = namesOfModule.get(modulePath);
    if (!names) {
      names = declaredNames(css);
      namesOfModule.set(modulePath, names);
    }
    const classIndex = names.indexOf(local);
    const name =
      index === undefined || classIndex < 0 || index >= LETTERS.length * 64
        ? hashedName(modulePath, local)
        : moduleCode(index) + encode(classIndex, false);
    const owner = `${modulePath} .${local}`;
    const previous = owners.get(name);
    if (previous !== undefined && previous !== owner)
      throw new Error(`CSS module classes ${previous} and ${owner} would both be named "${name}"`);
    owners.set(name, owner);
    return name;
  };
}
