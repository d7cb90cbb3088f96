/**
 * `npm run lighthouse`: Lighthouse 11.7.1's PWA audits (the category was removed in 12) against
 * the production server in Debian's Chromium. Builds the site if dist/ is stale, starts the
 * server on a port of its own with a throw-away database, prints every PWA audit, stops the
 * server, and exits 1 unless the six automated audits pass.
 */
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse-pwa';
import { isBuildStale, runBuild } from '../server/site-build.ts';
import { PROJECT_ROOT, startSiteServer } from './site-server.ts';
import { join } from 'node:path';

/** The PWA category's automated audits; all must pass. */
export const REQUIRED_PWA_AUDITS = [
  'installable-manifest',
  'splash-screen',
  'themed-omnibox',
  'content-width',
  'viewport',
  'maskable-icon',
] as const;

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface PwaAudit {
  id: string;
  title: string;
  /** 1 pass, 0 fail, null for manual or not applicable audits. */
  score: number | null;
  scoreDisplayMode: string;
  explanation?: string;
}

/** Runs the PWA category on `url` in a Chromium of its own; resolves with every audit of it. */
export async function runPwaAudits(url: string): Promise<PwaAudit[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['pwa'],
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const category = lhr.categories.pwa;
    if (!category)
      throw new Error('This Lighthouse has no PWA category (it was removed in Lighthouse 12)');
    return category.auditRefs.map(({ id }) => {
      const audit = lhr.audits[id];
      return {
        id,
        title: audit?.title ?? id,
        score: audit?.score ?? null,
        scoreDisplayMode: audit?.scoreDisplayMode ?? 'error',
        ...(audit?.explanation ? { explanation: audit.explanation } : {}),
      };
    });
  } finally {
    await chrome.kill();
  }
}

/** The required audits that did not pass. */
export function failedRequiredAudits(audits: readonly PwaAudit[]): string[] {
  return REQUIRED_PWA_AUDITS.filter((id) => audits.find((audit) => audit.id === id)?.score !== 1);
}

function mark(audit: PwaAudit): string {
  if (audit.scoreDisplayMode === 'manual') return 'manual';
  if (audit.score === null) return 'n/a';
  return audit.score === 1 ? 'PASS' : 'FAIL';
}

async function main(): Promise<void> {
  const distDir = join(PROJECT_ROOT, 'dist');
  if (isBuildStale(PROJECT_ROOT, distDir)) await runBuild(PROJECT_ROOT);
  const server = await startSiteServer({ distDir });
  try {
    const started = Date.now();
    const audits = await runPwaAudits(`${server.url}/`);
    console.log(
      `Lighthouse PWA audits of ${server.url}/ (${((Date.now() - started) / 1000).toFixed(1)} s):`,
    );
    for (const audit of audits) {
      console.log(
        `  ${mark(audit).padEnd(6)} ${audit.id.padEnd(22)} ${audit.title}${audit.explanation ? ` (${audit.explanation})` : ''}`,
      );
    }
    const failed = failedRequiredAudits(audits);
    if (failed.length) console.error(`Failed: ${failed.join(', ')}`);
    else console.log(`All ${REQUIRED_PWA_AUDITS.length} automated PWA audits pass.`);
    process.exitCode = failed.length ? 1 : 0;
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
