/**
 * The generated list of migrations (migrations-index.js): which files of the folder are
 * migrations, in what order, and that the list the server imports is the folder's.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationFiles, writeMigrationsIndex } from './migrations-index.js';
import { MIGRATIONS } from './migrations/index.gen.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A migrations folder holding `files` (a path ending in a slash is a folder). */
function folderWith(files: string[]): URL {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-index-test-'));
  dirs.push(dir);
  for (const file of files) {
    if (file.endsWith('/')) mkdirSync(join(dir, file), { recursive: true });
    else {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), 'export async function up() {}\n');
    }
  }
  return pathToFileURL(`${dir}/`);
}

describe('the migrations of a folder', () => {
  it('lists migration files and folders in name order, and nothing else', () => {
    const folder = folderWith([
      '010-later.ts',
      '001-initial/index.ts',
      '001-initial/site.ts',
      '002-kept-answers.ts',
      'columns.ts',
      'old-runner.ts',
      'index.gen.ts',
      '003-notes.md',
      '004-checked.test.ts',
      'helpers/',
    ]);
    expect(migrationFiles(folder)).toEqual([
      { name: '001-initial', path: './001-initial/index.ts' },
      { name: '002-kept-answers', path: './002-kept-answers.ts' },
      { name: '010-later', path: './010-later.ts' },
    ]);
  });

  it('refuses a migration folder without an index.ts', () => {
    expect(() => migrationFiles(folderWith(['005-tours/', '005-tours/tables.ts']))).toThrow(
      /005-tours has no index.ts/,
    );
  });

  it('writes index.gen.ts only when the list changes', () => {
    const folder = folderWith(['001-initial/index.ts']);
    const file = new URL('index.gen.ts', folder);
    expect(writeMigrationsIndex(folder)).toBe(true);
    expect(writeMigrationsIndex(folder)).toBe(false);

    writeFileSync(new URL('002-event-age-group.ts', folder), 'export async function up() {}\n');
    expect(writeMigrationsIndex(folder)).toBe(true);
    const source = readFileSync(file, 'utf8');
    expect(source).toContain("import * as migration1 from './002-event-age-group.ts';");
    expect(source).toContain("  '002-event-age-group': migration1,");
  });
});

it('the list the server imports is every migration of server/db/migrations', () => {
  expect(Object.keys(MIGRATIONS)).toEqual(migrationFiles().map((file) => file.name));
  expect(Object.keys(MIGRATIONS)).toContain('001-initial');
});
