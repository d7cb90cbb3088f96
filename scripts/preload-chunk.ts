/**
 * A Vite plugin that names one lazily imported chunk in index.html as a module preload, beside the
 * entry script: the chunk is asked for with the entry, at the entry's priority, and is there when
 * the app's import() asks for it. Used for React DOM's client (vite.config.ts, src/main.tsx), which
 * the app sets up in a task of its own once the rest of the entry has run.
 */
import type { Plugin } from 'vite';

export function preloadChunk(name: string): Plugin {
  return {
    name: 'site-preload-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === name,
        );
        if (!chunk) throw new Error(`No chunk named ${name} to preload in index.html`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
