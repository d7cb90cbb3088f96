/**
 * The repository paths the docs name that do not exist: a doc that sends a reader to a file gone
 * since (`src/lib/stale-data.ts`, `src/shared/api-paths.ts`) is worse than none. Held by
 * scripts/doc-paths.test.ts; `npx tsx scripts/doc-paths.ts` lists them.
 *
 * The docs are README.md and docs/**.md. A path is a word that starts with one of the repository's
 * top folders (`src/`, `server/`, `sw/`, `tests/`, `scripts/`, `docs/`, `public/`), in a code span
 * or in prose. It names something when
 *   - a file or folder of that name exists (`server/pages/`), or is one the build generates
 *     (`server/db/tables.gen.ts`),
 *   - it is a module named without its extension, as the bench's table names chunks
 *     (`src/lib/sanitize` for `src/lib/sanitize.ts`),
 *   - or it is a glob (with `*`, `**` or `{a,b}`, as the lint and test configs are written about)
 *     that matches a file.
 * Placeholders are not paths (`src/features/<domain>`, `server/db/migrations/NNN-what-it-does.ts`),
 * nor is a file a walk-through creates, written with a `+` before it as a diff lists it
 * (`+src/features/tours/api/queries.ts`, docs/adding-data.md). Lines between `<!-- historical -->`
 * and `<!-- /historical -->` are records of their date (docs/benchmarks.md's old tables) and keep
 * the names they had then.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const TOP_FOLDERS = ['src', 'server', 'sw', 'tests', 'scripts', 'docs', 'public'];
/** Written by the build's first steps, not committed: a fresh clone has them once it is built. */
const GENERATED = [
  'src/routeTree.gen.ts',
  'server/db/tables.gen.ts',
  'server/db/migrations/index.gen.ts',
];
/** Not the repository's own files: dependencies, builds, test output. */
const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr', 'dist-server', 'data', 'coverage']);

const PATH = new RegExp(
  `(?<![\\w./@-])((?:${TOP_FOLDERS.join('|')})/[\\w./$*{},\\[\\]-]*[\\w$*}\\]/])`,
  'g',
);
const PLACEHOLDER = /<|>|NNN|\.\.\./;
const HISTORICAL_START = '<!-- historical -->';
const HISTORICAL_END = '<!-- /historical -->';

export interface DeadPath {
  line: number;
  path: string;
}

/** Every file under `root`'s top folders, as repository paths (`src/main.tsx`). */
export function repositoryFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(relative(root, path).split('\\').join('/'));
    }
  };
  for (const folder of TOP_FOLDERS) {
    const dir = join(root, folder);
    if (statSync(dir, { throwIfNoEntry: false })?.isDirectory()) walk(dir);
  }
  return [...new Set([...files, ...GENERATED])];
}

/** A glob as a regular expression: `**` and a slash any folders, `*` part of a name, `{a,b}` either. */
function globPattern(glob: string): RegExp {
  let pattern = '';
  let i = 0;
  while (i < glob.length) {
    if (glob.startsWith('**/', i)) {
      pattern += '(?:.*/)?';
      i += 3;
      continue;
    }
    const char = glob[i]!;
    if (glob.startsWith('**', i)) {
      pattern += '.*';
      i += 2;
      continue;
    }
    pattern +=
      char === '*'
        ? '[^/]*'
        : char === '{'
          ? '(?:'
          : char === '}'
            ? ')'
            : char === ','
              ? '|'
              : char.replace(/[.+?^$()[\]\\|]/g, '\\$&');
    i += 1;
  }
  return new RegExp(`^${pattern}(?:/.*)?$`);
}

/** Whether `path` names a file or folder among `files` (repository paths). */
export function namesSomething(path: string, files: readonly string[]): boolean {
  const bare = path.replace(/\/$/, '');
  if (/[*{]/.test(bare)) {
    const pattern = globPattern(bare);
    return files.some((file) => pattern.test(file));
  }
  return files.some(
    (file) =>
      file === bare ||
      file.startsWith(`${bare}/`) ||
      (file.startsWith(`${bare}.`) && !file.slice(bare.length + 1).includes('/')),
  );
}

/** The paths a doc's text names that name nothing among `files`. */
export function deadPaths(text: string, files: readonly string[]): DeadPath[] {
  const dead: DeadPath[] = [];
  let historical = false;
  text.split('\n').forEach((content, index) => {
    if (content.includes(HISTORICAL_START)) historical = true;
    if (content.includes(HISTORICAL_END)) historical = false;
    if (historical) return;
    for (const match of content.matchAll(PATH)) {
      const path = match[1] ?? '';
      const created = content[match.index - 1] === '+';
      // `src/features/<domain>/api` stops matching at the placeholder: the whole is not a path.
      const placeholder = PLACEHOLDER.test(path) || content[match.index + path.length] === '<';
      if (created || placeholder || namesSomething(path, files)) continue;
      dead.push({ line: index + 1, path });
    }
  });
  return dead;
}

/** The docs: README.md and every Markdown file under docs/. */
export function docsOf(root: string, files: readonly string[]): string[] {
  return ['README.md', ...files.filter((file) => /^docs\/.*\.md$/.test(file))].filter((doc) =>
    statSync(join(root, doc), { throwIfNoEntry: false })?.isFile(),
  );
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename);
if (isMain) {
  const root = resolve(import.meta.dirname, '..');
  const files = repositoryFiles(root);
  let count = 0;
  for (const doc of docsOf(root, files)) {
    for (const { line, path } of deadPaths(readFileSync(join(root, doc), 'utf8'), files)) {
      console.log(`${doc}:${line}: ${path}`);
      count += 1;
    }
  }
  console.log(count === 0 ? 'Every path the docs name exists.' : `${count} dead path(s).`);
  process.exitCode = count === 0 ? 0 : 1;
}
