/**
 * The app parses with zod/mini only. One `import { z } from 'zod'` anywhere in src/ or sw/ would
 * bring full zod's classes back into the build (about 25 KB gzipped and its module set-up on every
 * page with a schema) without any other test noticing, so the sources are read for zod imports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from '../src/lib/zod';

/** The zod entry points that are not full zod: the mini API and the core it is built on. */
const LIGHT_ZOD = new Set(['zod/mini', 'zod/v4/mini', 'zod/v4/core']);

/** Every zod module a source imports, re-exports or loads dynamically that is not zod/mini. */
function fullZodImports(source: string): string[] {
  const specifiers = source.matchAll(
    /\b(?:from|import|require)\s*\(?\s*['"](zod(?:\/[^'"]*)?)['"]/g,
  );
  return [...specifiers].map((match) => match[1] ?? '').filter((name) => !LIGHT_ZOD.has(name));
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** This file, whose examples of full zod imports are text, not imports. */
const thisFile = fileURLToPath(import.meta.url);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('zod imports', () => {
  it('recognises full zod in every spelling and lets zod/mini and its core through', () => {
    const source = [
      "import { z } from 'zod';",
      'import * as zv4 from "zod/v4";',
      "export { z as classic } from 'zod/v4/classic';",
      "const lazy = await import('zod');",
      "import * as mini from 'zod/mini';",
      "import { config } from 'zod/v4/core';",
      "import { z as ours } from '../../../lib/zod';",
    ].join('\n');
    expect(fullZodImports(source)).toEqual(['zod', 'zod/v4', 'zod/v4/classic', 'zod']);
  });

  it('finds none in the app or the service worker', () => {
    const files = [
      ...sourceFiles(join(repoRoot, 'src')),
      ...sourceFiles(join(repoRoot, 'sw')),
    ].filter((file) => file !== thisFile);
    // Enough files were read for the scan to mean something (the schema modules among them).
    expect(files.some((file) => file.endsWith(join('lib', 'zod.ts')))).toBe(true);
    const found = files
      .map((file) => ({
        file: relative(repoRoot, file),
        imports: fullZodImports(readFileSync(file, 'utf8')),
      }))
      .filter(({ imports }) => imports.length > 0);
    expect(found).toEqual([]);
  });

  it('gives the schema modules the zod/mini API', () => {
    expect(z.string()).toBeInstanceOf(z.ZodMiniString);
    expect(z.nullish(z.string()).parse(null)).toBeNull();
  });
});
