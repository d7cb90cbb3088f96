import { LinkedRichText } from '../../../../components/ui/linked-rich-text';
import { useLanguage } from '../../../../i18n';
import type { CmsBlock } from '../../model/cms-page';
import { pick, pickLang } from '../pick';
import styles from '../cms.module.css';

type RichTextBlockData = Extract<CmsBlock, { kind: 'richText' }>;

/** A block of CMS rich text (sanitised), in a readable measure. */
export function RichTextBlock({ block }: { block: RichTextBlockData }) {
  const language = useLanguage();
  return (
    <div className={`container ${styles.richText}`}>
      <LinkedRichText html={pick(language, block.html)} lang={pickLang(language, block.html)} />
    </div>
  );
}
