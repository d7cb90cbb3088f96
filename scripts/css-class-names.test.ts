import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredNames, listCssModules, shortClassNames } from './css-class-names';

const ROOT = resolve(import.meta.dirname, '..');

describe('shortClassNames', () => {
  it('names every class of every module of the site apart, in three or four characters', () => {
    const nameOf = shortClassNames(ROOT);
    const names = new Set<string>();
    let count = 0;
    for (const modulePath of listCssModules(ROOT)) {
      const filename = join(ROOT, modulePath);
      const css = readFileSync(filename, 'utf8');
      for (const local of declaredNames(css)) {
        const name = nameOf(local, filename, css);
        expect(name).toMatch(/^[a-zA-Z][\w-]{2,3}$/);
        names.add(name);
        count++;
      }
    }
    expect(count).toBeGreaterThan(500);
    expect(names.size).toBe(count);
  });

  it('gives a class the same name in every build, whatever order the bundler asks in', () => {
    const modules = ['src/a.module.css', 'src/b.module.css'];
    const css = '.title { color: red } .body:hover .icon { color: blue }';
    const first = shortClassNames('/site', modules);
    const second = shortClassNames('/site', modules);
    const asked = ['title', 'body', 'icon'].map((local) =>
      first(local, '/site/src/b.module.css?used', css),
    );
    const reversed = ['icon', 'body', 'title'].map((local) =>
      second(local, '/site/src/b.module.css', css),
    );
    expect(asked).toEqual(reversed.reverse());
    expect(asked).toEqual(['bac', 'baa', 'bab']);
  });

  it('reads class and keyframe names, not comments, URLs or numbers', () => {
    const css = `/* .commented */ .card { background: url(a.b.svg); width: 0.5em }
      @keyframes pop-in { from { opacity: 0 } } .card > .icon-small:focus-visible { }`;
    expect(declaredNames(css)).toEqual(['card', 'icon-small', 'pop-in']);
  });

  it('hashes a class it cannot place, the same way every time', () => {
    const nameOf = shortClassNames('/site', []);
    const name = nameOf('title', '/site/other/x.module.css', '.title {}');
    expect(name).toMatch(/^[a-zA-Z][\w-]{4}$/);
    expect(nameOf('title', '/site/other/x.module.css', '.title {}')).toBe(name);
  });
});
