import { useLanguage, useMessages } from '../../../i18n';
import { STORE_CATEGORIES } from '../../../shared/store-categories';
import { zoneLabel } from '../../../shared/zone-names';
import type { Merchant } from '../model/merchant';
import { directoryMessages } from '../messages';
import styles from './store-page.module.css';

/** Where the store is: unit, level, zone and category, as a definition list. */
export function StoreFacts({ merchant }: { merchant: Merchant }) {
  const t = useMessages(directoryMessages);
  const language = useLanguage();
  const category = STORE_CATEGORIES.find((c) => c.id === merchant.categoryId);
  // The zone ("Tower 3") is English only on the wire: the site names the zones it knows in
  // Chinese (shared/zone-names); unit and level are numbers.
  const zone = merchant.zone ? zoneLabel(merchant.zone, language) : undefined;
  const facts: [string, string | undefined, ('en' | undefined)?][] = [
    [t.unit, merchant.unitNumber],
    [t.levelLabel, merchant.level],
    [t.zone, zone?.text, zone?.lang],
    [t.category, category && (language === 'ch' ? category.nameZh : category.name)],
  ];
  return (
    <dl className={styles.facts}>
      {facts
        .filter((fact): fact is [string, string, ('en' | undefined)?] => Boolean(fact[1]))
        .map(([label, value, lang]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd lang={lang}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
