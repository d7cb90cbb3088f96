import { use, useEffect, useState, useSyncExternalStore } from 'react';
import { useIsHydrating } from '../../lib/hydrating';
import { loadedSanitizer, loadSanitizer, onSanitizerLoaded } from '../../lib/sanitizer';
import styles from './rich-text.module.css';

/**
 * What an element keeping the server's markup is drawn with. Hydration leaves an element's inner
 * HTML as the server drew it, and React sets it again only when this value changes, which it does
 * not while the element is kept. Were it ever written, it would show nothing, never unchecked HTML.
 */
const KEPT = '';

/**
 * Renders backend HTML (CMS, `Content`, `DetailView`, `TOC`) after sanitising it. `lang` is `'en'`
 * when the HTML is English on a Chinese page (see `textLang`).
 *
 * Hydrating a page the server drew, it keeps the markup the server sanitised instead of
 * sanitising the same HTML again: the sanitiser's script (lib/sanitizer.ts) and its work on every
 * text stay out of the page's first load. When the HTML changes (the visitor switches language),
 * the drawn markup stays until the sanitiser has loaded, then gives way for good.
 */
export function RichText({
  html,
  className,
  lang,
}: {
  html: string | null | undefined;
  className?: string;
  lang?: 'en';
}) {
  const hydrating = useIsHydrating();
  // The HTML the server drew in this element, while the element still shows what it drew.
  const [drawn, setDrawn] = useState(() =>
    hydrating && !import.meta.env.SSR ? (html ?? undefined) : undefined,
  );
  const sanitize = useSyncExternalStore(onSanitizerLoaded, loadedSanitizer, loadedSanitizer);
  const showsDrawn = drawn !== undefined && html === drawn;
  const waiting = drawn !== undefined && !showsDrawn && !!html && !sanitize;
  // Adjusted during the render (React's pattern for state that follows props): never kept again.
  if (drawn !== undefined && !showsDrawn && !waiting) setDrawn(undefined);
  useEffect(() => {
    if (waiting) void loadSanitizer();
  }, [waiting]);

  if (!html) return null;
  const classes = [styles.richText, className].filter(Boolean).join(' ');
  if (showsDrawn || waiting) {
    return (
      <div
        className={classes}
        lang={lang}
        dangerouslySetInnerHTML={{ __html: KEPT }}
        suppressHydrationWarning
      />
    );
  }
  const safe = (sanitize ?? use(loadSanitizer()))(html);
  return <div className={classes} lang={lang} dangerouslySetInnerHTML={{ __html: safe }} />;
}
