/**
 * A built site for server tests: a temporary dist/ with `index` as its index.html and, beside it
 * (dist-ssr/), `render` as the app's server render, a stand-in module with the exports
 * server/pages/server-render.ts loads. `remove` deletes both.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverRenderDirOf } from '../../server/pages/server-render.ts';

export function standInSite(index: string, render: string): { dir: string; remove(): void } {
  const parent = mkdtempSync(join(tmpdir(), 'stand-in-site-'));
  const dir = join(parent, 'dist');
  mkdirSync(dir);
  writeFileSync(join(dir, 'index.html'), index);
  mkdirSync(serverRenderDirOf(dir));
  writeFileSync(join(serverRenderDirOf(dir), 'entry-server.js'), render);
  return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}
