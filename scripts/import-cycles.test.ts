/**
 * `npm run check:cycles` (part of `npm test`) fails on an import cycle anywhere in the sources,
 * type-only imports and `import()` included: a cycle is how a get/fetch pair or a mutual import
 * of a feature's files starts. Run here on a throw-away tree with one cycle and without it, with
 * the very command package.json gives, so the check cannot pass on nothing.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const command = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts['check:cycles'];
const dpdm = join(root, 'node_modules', '.bin', 'dpdm');

/** The script's arguments, its quoted globs unquoted as the shell would. */
const args = (command ?? '')
  .split(' ')
  .slice(1)
  .map((arg) => arg.replace(/^'(.*)'$/, '$1'));

const tree = mkdtempSync(join(tmpdir(), 'import-cycles-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

function check(files: Record<string, string>): { status: number; output: string } {
  const dir = mkdtempSync(join(tree, 'case-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  try {
    const output = execFileSync(dpdm, args, { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { status: failed.status, output: failed.stdout };
  }
}

describe('check:cycles', () => {
  it('checks src, sw, server and scripts', () => {
    expect(command).toMatch(/^dpdm /);
    expect(args).toEqual(
      expect.arrayContaining(['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts']),
    );
  });

  it('fails on a cycle made of a type import and a lazy import()', () => {
    const found = check({
      'src/features/x/api/queries.ts':
        "import type { Thing } from './thing';\nexport const load = () => import('./thing');\nexport type Q = Thing;\n",
      'src/features/x/api/thing.ts':
        "import type { Q } from './queries';\nexport interface Thing { q?: Q }\n",
    });
    expect(found.status).toBe(1);
    expect(found.output).toContain('src/features/x/api/queries.ts');
  });

  it('passes a tree without one', () => {
    const found = check({
      'server/a.ts': "import { b } from './b.ts';\nexport const a = b + 1;\n",
      'server/b.ts': 'export const b = 1;\n',
    });
    expect(found.status).toBe(0);
  });
});
