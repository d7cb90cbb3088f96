import { Fragment } from 'react';
import { plainTextParagraphs } from '../../lib/plain-text';

/**
 * Plain text from the backends as its editor typed it (lib/plain-text.ts): a paragraph per block,
 * its lines parted by line breaks. Each paragraph gets `className` and `lang`, as the single
 * paragraph it replaces did, and the global `plain-text` class, which parts paragraphs even where
 * `className` sets their margins to nothing (src/styles/global.css). Nothing for empty text.
 */
export function PlainText({
  text,
  className,
  lang,
}: {
  text: string | null | undefined;
  className?: string | undefined;
  lang?: string | undefined;
}) {
  return plainTextParagraphs(text).map((lines, paragraph) => (
    <p key={paragraph} className={className ? `plain-text ${className}` : 'plain-text'} lang={lang}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  ));
}
