/**
 * Gives lucide-react's icon modules the site's own `createLucideIcon`
 * (src/components/ui/lucide-icon.ts) in place of the library's, whose generality the site never
 * uses. Only the icons' own `import createLucideIcon from '../createLucideIcon.mjs'` is redirected.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
const SITE_ICON = fileURLToPath(new URL('../src/components/ui/lucide-icon.ts', import.meta.url));

export function siteLucideIcons(): Plugin {
  return {
    name: 'site-lucide-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer && ICON_MODULE.test(importer))
        return SITE_ICON;
      return null;
    },
  };
}
