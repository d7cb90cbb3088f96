import { describe, expect, it } from 'vitest';
import { carparkShellFiles, type ViteManifest } from './carpark-shell.ts';

/** A build of two pages, the journey's and another, shaped as Vite's manifest names them. */
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_shared-b.js'],
    dynamicImports: [
      'src/components/layout/mega-menu-content.ts',
      'src/routes/map.tsx?tsr-split=component',
      'src/routes/booking/$roomId.tsx?tsr-split=component',
    ],
  },
  '_shared-b.js': { file: 'assets/shared-b.js' },
  'src/components/layout/mega-menu-content.ts': { file: 'assets/mega-menu-content-c.js' },
  'src/routes/map.tsx?tsr-split=component': {
    file: 'assets/map-d.js',
    imports: ['_plan-e.js'],
    dynamicImports: ['src/features/map/api/map-plan.ts'],
  },
  '_plan-e.js': { file: 'assets/plan-e.js', imports: ['_shared-b.js'] },
  'src/features/map/api/map-plan.ts': { file: 'assets/map-plan-f.js', imports: ['_calls-g.js'] },
  '_calls-g.js': { file: 'assets/calls-g.js' },
  'src/routes/booking/$roomId.tsx?tsr-split=component': {
    file: 'assets/_roomId-h.js',
    imports: ['_calendar-i.js'],
  },
  '_calendar-i.js': { file: 'assets/calendar-i.js' },
  'style.css': { file: 'assets/style-j.css' },
};

describe("the carpark journey's part of the shell", () => {
  it("holds the entry, what it loads on demand, the stylesheet and the journey's pages with all they load", () => {
    expect(carparkShellFiles(manifest, ['src/routes/map.tsx'])).toEqual([
      'assets/calls-g.js',
      'assets/index-a.js',
      'assets/map-d.js',
      'assets/map-plan-f.js',
      'assets/mega-menu-content-c.js',
      'assets/plan-e.js',
      'assets/shared-b.js',
      'assets/style-j.css',
      'favicon.svg',
      'index.html',
      'manifest.webmanifest',
    ]);
  });

  it('leaves out the pages outside the journey and what only they load', () => {
    const files = carparkShellFiles(manifest, ['src/routes/map.tsx']);
    expect(files).not.toContain('assets/_roomId-h.js');
    expect(files).not.toContain('assets/calendar-i.js');
  });

  it('fails the build when a route of the journey has no chunk (renamed, say)', () => {
    expect(() => carparkShellFiles(manifest, ['src/routes/carpark.tsx'])).toThrow(
      'The build has no chunk for src/routes/carpark.tsx',
    );
  });
});
