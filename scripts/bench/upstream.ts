/**
 * The bench in upstream mode: the site (DATA_SOURCE=upstream) in front of the fake of the complex's
 * backends (tests/fake-backends, its own process), Lighthouse on the same seven pages, and the
 * gateway's throughput with a warm upstream cache (answers from the server's memory), from the
 * copy kept in the database alone (UPSTREAM_CACHE_ENTRIES=0: what a process that holds nothing in
 * memory pays), and a cold one (both 0: every read asks the backends, identical ones in flight
 * collapsed).
 */
import { spawn } from 'node:child_process';
import { upstreamEnv } from '../../tests/fake-backends/server.ts';
import { PROJECT_ROOT, freePort, startSiteServer, type SiteServer } from '../site-server.ts';
import { backendLine, loadTest, type LoadSettings } from './backend.ts';
import { auditPage, lighthouseLine, medianFigures, paintGraphNote } from './lighthouse.ts';
import type { BenchLine } from './table.ts';
import { pickTargets } from './targets.ts';

export interface UpstreamBenchOptions {
  distDir: string;
  implementationId: string;
  runs: number;
  load: LoadSettings;
  userAgent: string;
  lighthouse: boolean;
  log: (message: string) => void;
}

async function startFake(): Promise<{ origin: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fake-backends/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, FAKE_PORT: String(port) },
    stdio: 'ignore',
  });
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/images/ready.svg`)).ok)
        return { origin, stop: () => child.kill('SIGTERM') };
    } catch {
      // Not listening yet.
    }
    await new Promise((next) => setTimeout(next, 200));
  }
  child.kill('SIGTERM');
  throw new Error('The fake backends did not start');
}

async function withSite<T>(
  distDir: string,
  env: Record<string, string>,
  use: (site: SiteServer) => Promise<T>,
): Promise<T> {
  const site = await startSiteServer({ distDir, env });
  try {
    return await use(site);
  } finally {
    await site.stop();
  }
}

export async function upstreamBench(
  options: UpstreamBenchOptions,
): Promise<{ lines: BenchLine[]; notes: string[] }> {
  const { distDir, implementationId, load, log } = options;
  const lines: BenchLine[] = [];
  const notes: string[] = [];
  const fake = await startFake();
  try {
    const env = upstreamEnv(fake.origin);
    const throughput = async (site: SiteServer, cache: 'warm' | 'kept' | 'cold') => {
      const targets = await pickTargets(site.url, implementationId);
      for (const call of targets.calls.slice(0, 3)) {
        const labelled = { ...call, label: `Upstream, ${cache} cache: ${call.label}` };
        delete labelled.targets;
        log(`Load (upstream, ${cache} cache) ${call.method} ${call.path}...`);
        const target = {
          origin: site.url,
          implementationId,
          userAgent: options.userAgent,
          serverPid: site.process.pid,
        };
        lines.push(backendLine(labelled, await loadTest(target, labelled, load), load));
      }
    };
    await withSite(distDir, env, async (site) => {
      if (options.lighthouse) {
        const { pages } = await pickTargets(site.url, implementationId);
        for (const page of pages) {
          log(`Lighthouse (upstream) ${page.path}...`);
          const audited = await auditPage(site.url + page.path, options.runs, () => undefined, {
            paintGraph: page.path === '/',
          });
          if (audited.paintGraph)
            notes.push(paintGraphNote(`${page.path} (upstream)`, audited.paintGraph));
          lines.push(
            lighthouseLine({
              ...page,
              label: `${page.label}, upstream`,
              ...audited,
              median: medianFigures(audited.runs),
            }),
          );
        }
      }
      await throughput(site, 'warm');
    });
    await withSite(distDir, { ...env, UPSTREAM_CACHE_ENTRIES: '0' }, (site) =>
      throughput(site, 'kept'),
    );
    await withSite(
      distDir,
      { ...env, UPSTREAM_CACHE_ENTRIES: '0', UPSTREAM_KEPT_ENTRIES: '0' },
      (site) => throughput(site, 'cold'),
    );
  } finally {
    fake.stop();
  }
  return {
    lines,
    notes: [
      ...notes,
      'Upstream: the site in upstream mode in front of the fake of the complex backends (tests/fake-backends) on the same machine; the kept-cache lines run with UPSTREAM_CACHE_ENTRIES=0, so each read is answered from the copy kept in the database; the cold-cache lines also with UPSTREAM_KEPT_ENTRIES=0, so each read waits for the fake (identical reads in flight still collapse into one).',
    ],
  };
}
