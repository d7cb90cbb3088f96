import { describe, expect, it } from 'vitest';
import { lazyChunkName } from './bundle-lines.ts';
import { searchTermsFrom } from './targets.ts';

describe('search terms', () => {
  it('takes distinct words of four letters or more from store names', () => {
    expect(searchTermsFrom(['Cascade Coffee', 'Café Nero', 'Cascade Bar', 'Mr. Bean'])).toEqual([
      'cascade',
      'coffee',
      'nero',
      'bean',
    ]);
  });
});

describe('lazy chunk names', () => {
  it('names a route chunk after its route and split parts', () => {
    expect(
      lazyChunkName({
        file: 'assets/x.js',
        bytes: 1,
        gzipBytes: 1,
        source: 'src/routes/events/$id.tsx?tsr-split=component---loader',
      }),
    ).toBe('route events/$id (component+loader)');
  });

  it('names a module loaded on demand after its package or path', () => {
    expect(
      lazyChunkName({
        file: 'assets/w.js',
        bytes: 1,
        gzipBytes: 1,
        source: 'node_modules/workbox-window/build/workbox-window.prod.es5.mjs',
      }),
    ).toBe('on demand workbox-window');
    expect(
      lazyChunkName({
        file: 'assets/d.js',
        bytes: 1,
        gzipBytes: 1,
        source: 'src/components/ui/date-range-picker/index.tsx',
      }),
    ).toBe('on demand src/components/ui/date-range-picker');
    expect(lazyChunkName({ file: 'assets/z.js', bytes: 1, gzipBytes: 1 })).toBe(
      'chunk assets/z.js',
    );
  });
});
