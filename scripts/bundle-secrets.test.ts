/**
 * The secret checks find what they look for (a planted key in a fake build, a client reading a
 * server variable), and the client's real sources read only public VITE_ settings.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientEnvProblems, clientSources, scanBuiltFiles } from './bundle-secrets.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function fakeBuild(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'bundle-secrets-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('scanBuiltFiles', () => {
  it('finds the value of a server-only variable and the markers of a key in the client', () => {
    const dist = fakeBuild({
      'index.html': '<script src="/assets/index.js"></script>',
      'assets/index.js': 'const k="s3cr3t-api-value";fetch("/bi/Prod/v1/generate-token")',
      'assets/style.css': 'body{color:red}',
      'icons/logo.png': 's3cr3t-api-value', // not text: not read
    });
    expect(scanBuiltFiles(dist, { API_SECRET: 's3cr3t-api-value', API_KEY: 'x' })).toEqual([
      { file: join('assets', 'index.js'), found: 'the value of API_SECRET' },
      { file: join('assets', 'index.js'), found: 'generate-token' },
    ]);
  });

  it('finds the carpark feed’s key and the header that carries it', () => {
    const dist = fakeBuild({
      'assets/parking.js': 'fetch(u,{headers:{AccountKey:"dm-7f3a9c21e0b4"}})',
      'sw.js': 'const k="dm-7f3a9c21e0b4"',
    });
    expect(scanBuiltFiles(dist, { UPSTREAM_CARPARK_KEY: 'dm-7f3a9c21e0b4' })).toEqual([
      { file: join('assets', 'parking.js'), found: 'the value of UPSTREAM_CARPARK_KEY' },
      { file: join('assets', 'parking.js'), found: 'AccountKey' },
      { file: 'sw.js', found: 'the value of UPSTREAM_CARPARK_KEY' },
    ]);
  });

  it('passes a clean build', () => {
    const dist = fakeBuild({ 'assets/index.js': 'console.log("hello")' });
    expect(scanBuiltFiles(dist, { API_SECRET: 's3cr3t-api-value' })).toEqual([]);
  });
});

describe('clientEnvProblems', () => {
  it('flags server variables, secret-looking VITE_ names and process.env', () => {
    expect(
      clientEnvProblems({
        'a.ts': 'const a = import.meta.env.API_SECRET; const m = import.meta.env.MODE;',
        'b.ts':
          'const b = import.meta.env.VITE_MAPS_API_KEY; const c = import.meta.env.VITE_BI_BASE;',
        'c.ts': 'const d = process.env.API_KEY;',
      }),
    ).toEqual([
      { file: 'a.ts', found: 'API_SECRET (not VITE_: undefined in the client)' },
      { file: 'b.ts', found: 'VITE_MAPS_API_KEY (named like a secret, yet public)' },
      { file: 'c.ts', found: 'process.env' },
    ]);
  });

  it('finds nothing in the site’s own sources', () => {
    const sources = clientSources(resolve(import.meta.dirname, '..'));
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(clientEnvProblems(sources)).toEqual([]);
  });
});
