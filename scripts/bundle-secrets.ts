/**
 * Secrets must stay on the server: the API key and secret of generate-token (API_KEY, API_SECRET),
 * the carpark feed's account key (UPSTREAM_CARPARK_KEY) and every other server-only setting. Two checks:
 * - `scanBuiltFiles(dist, env)`: no built file holds the value of a server-only variable of the
 *   environment the site was built in, nor the names or markers that would mean a key reached the
 *   client (the generate-token fields, the feed's `AccountKey` header, `process.env`, a PEM key).
 * - `clientEnvProblems(sources)`: the client reads only `VITE_` variables (the only ones Vite puts
 *   in the bundle) and none of them is named like a secret.
 * Run by tests/browser/security-bundle.spec.ts after the build, and scripts/bundle-secrets.test.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

/** Server settings that must never reach the browser (server/config.ts, README "Configuration"). */
export const SERVER_ONLY_VARIABLES = [
  'API_KEY',
  'API_SECRET',
  'DATABASE_PATH',
  'TLS_KEY_FILE',
  'TLS_CERT_FILE',
  'MAP_DATA_PATH',
  // The carpark feed's account key (server/parking/config.ts).
  'UPSTREAM_CARPARK_KEY',
] as const;

/** Text that has no business in the client: names of the secrets and what carries them. */
export const FORBIDDEN_MARKERS = [
  'API_SECRET',
  'API_KEY',
  'ApiSecret',
  'ApiKey',
  'generate-token',
  // The carpark feed's key variable and the header that carries it (server/parking).
  'UPSTREAM_CARPARK_KEY',
  'AccountKey',
  'process.env',
  'PRIVATE KEY-----',
] as const;

/** Variables Vite defines itself: not secrets. */
const VITE_BUILT_INS = new Set(['MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL']);
const SECRET_NAME = /KEY|SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE|CREDENTIAL/i;
const TEXT_FILES = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.map',
  '.xml',
]);

export interface Finding {
  file: string;
  found: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every place a built text file holds a server-only value or a forbidden marker. */
export function scanBuiltFiles(distDir: string, env: NodeJS.ProcessEnv): Finding[] {
  const values = SERVER_ONLY_VARIABLES.map((name) => [name, env[name]?.trim() ?? ''] as const)
    // Short values ("1", "x") would match by chance; a real key or path is longer.
    .filter(([, value]) => value.length >= 6);
  const findings: Finding[] = [];
  for (const path of filesUnder(distDir)) {
    if (!TEXT_FILES.has(extname(path))) continue;
    const text = readFileSync(path, 'utf8');
    const file = relative(distDir, path);
    for (const [name, value] of values)
      if (text.includes(value)) findings.push({ file, found: `the value of ${name}` });
    for (const marker of FORBIDDEN_MARKERS)
      if (text.includes(marker)) findings.push({ file, found: marker });
  }
  return findings;
}

/** `import.meta.env.X` reads in client sources that are not public `VITE_` settings, or look secret. */
export function clientEnvProblems(sources: Record<string, string>): Finding[] {
  const findings: Finding[] = [];
  for (const [file, text] of Object.entries(sources)) {
    for (const [, name = ''] of text.matchAll(/import\.meta\.env\.([A-Za-z_][A-Za-z0-9_]*)/g)) {
      if (VITE_BUILT_INS.has(name)) continue;
      if (!name.startsWith('VITE_'))
        findings.push({ file, found: `${name} (not VITE_: undefined in the client)` });
      else if (SECRET_NAME.test(name))
        findings.push({ file, found: `${name} (named like a secret, yet public)` });
    }
    if (/\bprocess\.env\b/.test(text)) findings.push({ file, found: 'process.env' });
  }
  return findings;
}

/** The client's sources (src/ and the worker) as file -> text. */
export function clientSources(root: string): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const dir of ['src', 'sw']) {
    for (const path of filesUnder(join(root, dir))) {
      if (!/\.(ts|tsx)$/.test(path) || /\.test\.tsx?$/.test(path)) continue;
      sources[relative(root, path)] = readFileSync(path, 'utf8');
    }
  }
  return sources;
}
