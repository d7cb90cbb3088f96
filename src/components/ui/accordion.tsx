import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: string;
  /** `'en'` when the title is English on a Chinese page (see `textLang`). */
  titleLang?: 'en';
  content: ReactNode;
}

/**
 * A disclosure list (FAQ answers): each question is a button with aria-expanded controlling its
 * answer's region, inside a heading of the given level. Several answers can be open at once.
 * `forceOpen` opens every item, e.g. while a search narrows the list.
 */
export function Accordion({
  items,
  headingLevel = 3,
  forceOpen = false,
}: {
  items: AccordionItem[];
  headingLevel?: 2 | 3 | 4;
  forceOpen?: boolean;
}) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const expanded = forceOpen || open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() =>
                  setOpen((current) => {
                    const next = new Set(current);
                    if (next.has(item.id)) next.delete(item.id);
                    else next.add(item.id);
                    return next;
                  })
                }
              >
                <span lang={item.titleLang}>{item.title}</span>
                <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!expanded}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
