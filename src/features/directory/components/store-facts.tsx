import { useLanguage, useMessages } from '../../../i18n';
import { STORE_CATEGORIES } from '../../../shared/store-categories';
import type { Merchant } from '../api/merchant';
import { directoryMessages } from './directory-messages';
import styles from './store-page.module.css';

/** Where the store is: unit, level, zone and category, as a definition list. */
export function StoreFacts({ merchant }: { merchant: Merchant }) {
  const t = useMessages(directoryMessages);
  const language = useLanguage();
  const category = STORE_CATEGORIES.find((c) => c.id === merchant.categoryId);
  const facts: [string, string | undefined][] = [
    [t.unit, merchant.unitNumber],
    [t.levelLabel, merchant.level],
    [t.zone, merchant.zone],
    [t.category, category && (language === 'ch' ? category.nameZh : category.name)],
  ];
  return (
    <dl className={styles.facts}>
      {facts
        .filter((fact): fact is [string, string] => Boolean(fact[1]))
        .map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
