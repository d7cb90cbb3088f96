/**
 * The app has one schema library, valibot (docs/read-path.md, "Schema library"). A zod import
 * anywhere in src/ or sw/ would bring a second one into the build (zod/mini's core alone is about
 * 8 KB gzipped on every page with a schema, and its object parsers probe `new Function`, a CSP
 * violation on every page) without any other test noticing, so the sources are read for them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every zod module a source imports, re-exports or loads dynamically. */
function zodImports(source: string): string[] {
  const specifiers = source.matchAll(
    /\b(?:from|import|require)\s*\(?\s*['"](zod(?:\/[^'"]*)?)['"]/g,
  );
  return [...specifiers].map((match) => match[1] ?? '');
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('schema library', () => {
  it('recognises zod in every spelling, and nothing else', () => {
    const source = [
      "import { z } from 'zod';",
      'import * as zv4 from "zod/v4";',
      "export { z as classic } from 'zod/v4/classic';",
      "const lazy = await import('zod');",
      "import * as mini from 'zod/mini';",
      "import * as v from 'valibot';",
      "import { looseId } from '../../../lib/wire-schema';",
    ].join('\n');
    expect(zodImports(source)).toEqual(['zod', 'zod/v4', 'zod/v4/classic', 'zod', 'zod/mini']);
  });

  it('finds none in the app or the service worker', () => {
    const files = [...sourceFiles(join(repoRoot, 'src')), ...sourceFiles(join(repoRoot, 'sw'))];
    // Enough files were read for the scan to mean something (the schema modules among them).
    expect(files.some((file) => file.endsWith(join('lib', 'wire-schema.ts')))).toBe(true);
    const found = files
      .map((file) => ({
        file: relative(repoRoot, file),
        imports: zodImports(readFileSync(file, 'utf8')),
      }))
      .filter(({ imports }) => imports.length > 0);
    expect(found).toEqual([]);
  });
});
