import { sanitizeHtml } from '../../lib/sanitize';
import styles from './rich-text.module.css';

/** Renders backend HTML (CMS, `Content`, `DetailView`, `TOC`) after sanitising it. */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  const safe = sanitizeHtml(html);
  if (!safe) return null;
  return <div className={[styles.richText, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: safe }} />;
}
