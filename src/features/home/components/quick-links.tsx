import { Link } from '@tanstack/react-router';
import { CalendarCheck, Gift, Map, Navigation, Store, type LucideIcon } from 'lucide-react';
import { useMessages } from '../../../i18n';
import { homeMessages } from '../messages';
import styles from './home.module.css';

type MessageKey = keyof typeof homeMessages.en;

// Plain paths: these pages belong to other features' routes.
const QUICK_LINKS: readonly {
  to: string;
  icon: LucideIcon;
  label: MessageKey;
  hint: MessageKey;
}[] = [
  { to: '/store_categories/dining', icon: Store, label: 'directory', hint: 'directoryHint' },
  { to: '/getting_here', icon: Navigation, label: 'gettingHere', hint: 'gettingHereHint' },
  { to: '/map', icon: Map, label: 'map', hint: 'mapHint' },
  { to: '/booking', icon: CalendarCheck, label: 'booking', hint: 'bookingHint' },
  { to: '/rewards-catalogue', icon: Gift, label: 'rewards', hint: 'rewardsHint' },
];

/** Five tiles to the pages visitors look for first. */
export function QuickLinks() {
  const t = useMessages(homeMessages);
  return (
    <section className={styles.quick} aria-labelledby="home-quick-links">
      <h2 id="home-quick-links" className="visually-hidden">
        {t.quickLinksHeading}
      </h2>
      <ul className={styles.quickList}>
        {QUICK_LINKS.map(({ to, icon: Icon, label, hint }) => (
          <li key={to}>
            <Link to={to} className={styles.quickLink}>
              <span className={styles.quickIcon} aria-hidden="true">
                <Icon size={24} />
              </span>
              <span className={styles.quickText}>
                <span className={styles.quickLabel}>{t[label]}</span>
                <span className={styles.quickHint}>{t[hint]}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
