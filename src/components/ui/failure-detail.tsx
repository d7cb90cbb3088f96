/**
 * The words a failure came with, after the sentence that says what happened in the visitor's
 * language (spec section 8): the server's `Message`, as the backends write it (in English), so
 * marked on a Chinese page. A block-level span, so it can follow the sentence inside its paragraph.
 */
import { textLang, useLanguage, useMessages } from '../../i18n';
import { errorMessages } from '../../i18n/frame';

export function FailureDetail({ text }: { text: string | undefined }) {
  const t = useMessages(errorMessages);
  const language = useLanguage();
  if (!text) return null;
  // The words go in their own element, for their own `lang`.
  const [before = '', after = ''] = t.detail.split('{words}');
  return (
    <span className="failure-detail">
      {before}
      <span lang={textLang(language)}>{text}</span>
      {after}
    </span>
  );
}
