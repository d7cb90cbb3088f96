/**
 * The project's root directory (the one with package.json): the default home of the database
 * and the built site. Found from this module's place, which is `server/` when the
 * server runs from its sources (tests, tsx) and `dist-server/` when it runs compiled (`npm start`),
 * so a path never depends on which of the two is running.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findRoot(import.meta.dirname);
