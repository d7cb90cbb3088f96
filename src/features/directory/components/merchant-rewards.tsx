import { Link } from '@tanstack/react-router';
import { formatCount } from '../../../lib/format';
import {
  format,
  localizedTitle,
  localizedTitleLang,
  useLanguage,
  useMessages,
} from '../../../i18n';
import type { MerchantReward } from '../model/merchant';
import { directoryMessages } from '../messages';
import styles from './store-page.module.css';

/** Rewards of the catalogue that can be redeemed at this store (nothing when there are none). */
export function MerchantRewards({ rewards }: { rewards: readonly MerchantReward[] }) {
  const t = useMessages(directoryMessages);
  const language = useLanguage();
  if (rewards.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="store-rewards">
      <h2 id="store-rewards" className={styles.sectionTitle}>
        {t.rewards}
      </h2>
      <ul className={styles.deals}>
        {rewards.map((reward) => (
          <li key={reward.id} className={styles.deal}>
            <h3 className={styles.dealTitle} lang={localizedTitleLang(language, reward.nameZh)}>
              <Link to="/reward-detail/$id" params={{ id: reward.id }}>
                {localizedTitle(language, reward.name, reward.nameZh)}
              </Link>
            </h3>
            {reward.points !== undefined && (
              <p className={styles.dealMeta}>
                {format(t.pointsCost, { n: formatCount(reward.points) })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
