/**
 * The Node versions package.json promises (`engines.node`) must be ones every installed package
 * declares it runs on. npm only warns (EBADENGINE) when a package wants a newer Node, and only for
 * the Node it is running on; a dependency update that moves to Node 22 would pass unnoticed on a
 * machine that has Node 22. The lockfile records every package's own `engines`, so the whole tree
 * is checked here against the whole promised range, whichever Node runs the test.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

interface Lockfile {
  packages: Record<string, LockedPackage>;
}

const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));

const projectEngines = (readJson('package.json') as { engines: { node: string } }).engines.node;
const lockfile = readJson('package-lock.json') as Lockfile;

/** The Node range a locked package declares, when it declares one in the object form npm reads. */
function declaredNode(entry: LockedPackage): string | undefined {
  return Array.isArray(entry.engines) ? undefined : entry.engines?.node;
}

/** The locked packages whose declared Node range leaves out some Node that `promised` includes. */
function packagesNarrowerThan(promised: string, packages: Lockfile['packages']): string[] {
  return Object.entries(packages)
    .filter(([path]) => path !== '')
    .flatMap(([path, entry]) => {
      const node = declaredNode(entry);
      if (node === undefined || semver.subset(promised, node)) return [];
      return [
        `${path.replace(/^.*node_modules\//, '')}@${entry.version ?? '?'} wants Node ${node}`,
      ];
    });
}

describe("the project's Node versions", () => {
  it('finds a package that wants a newer Node than the one promised', () => {
    const packages = {
      '': { engines: { node: '>=99' } },
      'node_modules/kysely': { version: '0.29.9', engines: { node: '>=22.0.0' } },
      'node_modules/pg': { version: '8.23.1', engines: { node: '>= 16.0.0' } },
      'node_modules/old': { version: '1.0.0', engines: ['node >= 0.4'] },
    };
    expect(packagesNarrowerThan('^20.19.0 || ^22.13.0', packages)).toEqual([
      'kysely@0.29.9 wants Node >=22.0.0',
    ]);
  });

  it('are ones every locked package declares it supports', () => {
    expect(packagesNarrowerThan(projectEngines, lockfile.packages)).toEqual([]);
  });

  it('are recorded in the lockfile as in package.json (the lockfile is current)', () => {
    expect(declaredNode(lockfile.packages[''] ?? {})).toBe(projectEngines);
  });

  it('include the Node running the tests', () => {
    expect(semver.satisfies(process.versions.node, projectEngines)).toBe(true);
  });
});
