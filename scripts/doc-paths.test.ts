/**
 * Every repository path the docs name exists (scripts/doc-paths.ts says what counts as a path):
 * a file moved or removed fails here until the docs that name it follow.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deadPaths, docsOf, namesSomething, repositoryFiles } from './doc-paths.ts';

const root = resolve(import.meta.dirname, '..');
const files = repositoryFiles(root);

describe('the paths a doc names', () => {
  const known = ['src/lib/read-path/index.ts', 'src/lib/sanitize.ts', 'server/pages/page-cache.ts'];

  it.each([
    ['a file', 'src/lib/read-path/index.ts', true],
    ['a folder, with or without its slash', 'server/pages/', true],
    ['a module without its extension', 'src/lib/sanitize', true],
    ['a glob matching a file', 'src/lib/*/index.ts', true],
    ['a glob with braces and any folders', 'server/**/*.{ts,tsx}', true],
    ['a file that is gone', 'src/lib/stale-data.ts', false],
    ['a folder that is gone', 'src/lib/derived/', false],
    ['a glob matching nothing', 'src/lib/*/*-dto.ts', false],
    ['a prefix of a name, not a module', 'src/lib/sani', false],
  ])('%s: %s names something: %s', (_what, path, names) => {
    expect(namesSomething(path, known)).toBe(names);
  });

  it('finds the dead paths of a text by line, in code spans and prose, and no others', () => {
    const text = [
      'The rule is `src/lib/read-path/index.ts`, the cache server/pages/page-cache.ts.',
      'Gone: `src/lib/stale-data.ts` and src/shared/api-paths.ts.',
      'Not paths: `src/features/<domain>/`, `server/db/migrations/NNN-what.ts`, https://x/src/y.ts.',
      'Created by a walk-through: `+src/features/tours/api/queries.ts`.',
      '<!-- historical -->',
      '| Lazy chunk: on demand src/features/search/api/fetch-search | 0.9 KB |',
      '<!-- /historical -->',
      'After the record: `src/lib/detail-answer.ts`.',
    ].join('\n');
    expect(deadPaths(text, known)).toEqual([
      { line: 2, path: 'src/lib/stale-data.ts' },
      { line: 2, path: 'src/shared/api-paths.ts' },
      { line: 8, path: 'src/lib/detail-answer.ts' },
    ]);
  });

  it('reads the repository and its docs', () => {
    expect(files).toEqual(expect.arrayContaining(['src/main.tsx', 'docs/read-path.md']));
    expect(files.some((file) => file.startsWith('node_modules/'))).toBe(false);
    expect(docsOf(root, files)).toEqual(expect.arrayContaining(['README.md', 'docs/api.md']));
  });

  it.each(docsOf(root, files))('%s names only paths that exist', (doc) => {
    expect(deadPaths(readFileSync(join(root, doc), 'utf8'), files)).toEqual([]);
  });
});
