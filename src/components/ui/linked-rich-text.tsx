import { useRef } from 'react';
import { RichText } from './rich-text';
import { useInternalLinkNavigation } from './use-internal-link-navigation';

/** Sanitised backend HTML (RichText) whose links to the site's own pages navigate in the app. */
export function LinkedRichText({
  html,
  className,
  lang,
}: {
  html: string | null | undefined;
  className?: string;
  /** `'en'` when the HTML is English on a Chinese page (see `textLang`). */
  lang?: 'en';
}) {
  const ref = useRef<HTMLDivElement>(null);
  useInternalLinkNavigation(ref);
  // The wrapper is always there so the click listener is attached once, whatever the HTML.
  return (
    <div ref={ref} className={className}>
      <RichText html={html} lang={lang} />
    </div>
  );
}
