import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { preloadChunk } from './preload-chunk';

/** The plugin's index.html step, run on a bundle of the named chunks. */
function tagsFor(names: Record<string, string>) {
  const hook = preloadChunk('react-dom').transformIndexHtml;
  if (!hook || typeof hook === 'function') throw new Error('expected an ordered hook');
  const bundle = Object.fromEntries(
    Object.entries(names).map(([name, fileName]) => [fileName, { type: 'chunk', name, fileName }]),
  );
  const context = { bundle } as unknown as IndexHtmlTransformContext;
  return hook.handler.call({} as never, '<html></html>', context);
}

describe('a chunk preloaded beside the entry', () => {
  it("is named in index.html's head by its built file", () => {
    expect(tagsFor({ index: 'assets/index-a1.js', 'react-dom': 'assets/react-dom-b2.js' })).toEqual(
      [
        {
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/react-dom-b2.js' },
          injectTo: 'head',
        },
      ],
    );
  });

  it('fails the build when the chunk is gone, rather than leaving it to a round trip', () => {
    expect(() => tagsFor({ index: 'assets/index-a1.js' })).toThrow(/No chunk named react-dom/);
  });
});
