import type { CSSProperties } from 'react';
import { LinkedRichText } from '../../../../components/ui/linked-rich-text';
import { SafeImage } from '../../../../components/ui/safe-image';
import { useLanguage } from '../../../../i18n';
import type { CmsBlock } from '../../model/cms-page';
import { pick, pickLang } from '../pick';
import styles from '../cms.module.css';

type Columns = Extract<CmsBlock, { kind: 'columns' }>;

/** Columns of a 12-column grid (12, 6+6, 4+8, 8+4, 4+4+4) that stack on phones. */
export function ColumnsBlock({ block }: { block: Columns }) {
  const language = useLanguage();
  return (
    <div className={`container ${styles.columns}`}>
      {block.columns.map((column, index) => (
        <div
          key={index}
          className={styles.column}
          style={{ '--span': block.spans[index] ?? 12 } as CSSProperties}
        >
          {column.imageUrl && (
            <SafeImage
              src={column.imageUrl}
              alt={column.imageAlt}
              width={800}
              height={600}
              className={styles.columnImage}
            />
          )}
          <LinkedRichText
            html={pick(language, column.html)}
            lang={pickLang(language, column.html)}
          />
        </div>
      ))}
    </div>
  );
}
