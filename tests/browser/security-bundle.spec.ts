/**
 * No secret in what the browser downloads (scripts/bundle-secrets.ts): no built file holds the
 * value of a server-only setting of the environment the site was built in (API_KEY, API_SECRET,
 * ...), nor the generate-token fields, `process.env` or a private key. Reads dist/ only: `npm run
 * test:browser` builds first; without a build it fails and says so, instead of passing on nothing.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './test';
import { scanBuiltFiles } from '../../scripts/bundle-secrets';
import { missingDistMessage } from '../../scripts/bundle-report';

const distDir = resolve(import.meta.dirname, '..', '..', 'dist');

test.describe('client bundle', () => {
  test('holds no server secret or server-only setting', () => {
    expect(existsSync(join(distDir, 'index.html')), missingDistMessage(distDir)).toBe(true);
    expect(scanBuiltFiles(distDir, process.env)).toEqual([]);
  });
});
