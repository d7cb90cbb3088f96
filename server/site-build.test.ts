import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { isBuildStale, precompress } from './site-build.ts';

const dirs: string[] = [];
function project(): { root: string; dist: string } {
  const root = mkdtempSync(join(tmpdir(), 'site-build-'));
  dirs.push(root);
  mkdirSync(join(root, 'src'));
  mkdirSync(join(root, 'dist'));
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), 'export {};');
  writeFileSync(join(root, 'src', 'main.tsx'), 'export {};');
  writeFileSync(join(root, 'index.html'), '<html></html>');
  return { root, dist: join(root, 'dist') };
}
const age = (path: string, secondsAgo: number) => {
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, when, when);
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('isBuildStale', () => {
  it('is stale without dist/index.html', () => {
    const { root, dist } = project();
    expect(isBuildStale(root, dist)).toBe(true);
  });

  it('is fresh when the build is newer than every input, stale when a source changes', () => {
    const { root, dist } = project();
    age(join(root, 'src', 'main.tsx'), 100);
    age(join(root, 'index.html'), 100);
    writeFileSync(join(dist, 'index.html'), '<html></html>');
    // Built a while ago: a source written in the same millisecond as the build is not newer.
    age(join(dist, 'index.html'), 50);
    expect(isBuildStale(root, dist)).toBe(false);
    writeFileSync(join(root, 'src', 'main.tsx'), 'export const changed = 1;');
    expect(isBuildStale(root, dist)).toBe(true);
  });

  it('is stale without the server render beside dist/', () => {
    const { root, dist } = project();
    age(join(root, 'src', 'main.tsx'), 100);
    age(join(root, 'index.html'), 100);
    writeFileSync(join(dist, 'index.html'), '<html></html>');
    expect(isBuildStale(root, dist)).toBe(false);
    rmSync(join(root, 'dist-ssr'), { recursive: true });
    expect(isBuildStale(root, dist)).toBe(true);
  });

  it('ignores tests beside the code', () => {
    const { root, dist } = project();
    age(join(root, 'src', 'main.tsx'), 100);
    age(join(root, 'index.html'), 100);
    writeFileSync(join(dist, 'index.html'), '<html></html>');
    age(join(dist, 'index.html'), 50);
    writeFileSync(join(root, 'src', 'main.test.tsx'), 'test');
    expect(isBuildStale(root, dist)).toBe(false);
  });
});

describe('precompress', () => {
  it('writes .br and .gz beside text assets over 1 KB, once', async () => {
    const { dist } = project();
    mkdirSync(join(dist, 'assets'));
    const script = `console.log(${JSON.stringify('y'.repeat(5000))});`;
    writeFileSync(join(dist, 'assets', 'app.js'), script);
    writeFileSync(join(dist, 'small.txt'), 'tiny');
    writeFileSync(join(dist, 'icon.png'), Buffer.alloc(4000));
    expect(await precompress(dist)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'app.js.br'))).toString()).toBe(
      script,
    );
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'app.js.gz'))).toString()).toBe(script);
    expect(statSync(join(dist, 'assets', 'app.js.br')).size).toBeLessThan(script.length / 10);
    expect(await precompress(dist)).toBe(0);
  });
});
