import { sanitizeHtml } from '../../lib/sanitize';
import styles from './rich-text.module.css';

/**
 * Renders backend HTML (CMS, `Content`, `DetailView`, `TOC`) after sanitising it. `lang` is `'en'`
 * when the HTML is English on a Chinese page (see `textLang`).
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
  const safe = sanitizeHtml(html);
  if (!safe) return null;
  return (
    <div
      className={[styles.richText, className].filter(Boolean).join(' ')}
      lang={lang}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
