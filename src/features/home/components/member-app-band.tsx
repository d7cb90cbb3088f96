import { Link } from '@tanstack/react-router';
import { useMessages } from '../../../i18n';
import { homeMessages } from '../messages';
import styles from './home.module.css';

const ABOUT_APP_PATH: string = '/about_suntec_plus';
const REWARDS_PATH: string = '/rewards-catalogue';

/** The member app's band: what it gives, with links to its page and the rewards catalogue. */
export function MemberAppBand() {
  const t = useMessages(homeMessages);
  return (
    <section className={styles.app} aria-labelledby="home-member-app">
      <div className={styles.appText}>
        <h2 id="home-member-app" className={styles.appHeading}>
          {t.appHeading}
        </h2>
        <p className={styles.appLead}>{t.appLead}</p>
        <div className={styles.appActions}>
          <Link to={ABOUT_APP_PATH} className={styles.appPrimary}>
            {t.appAbout}
          </Link>
          <Link to={REWARDS_PATH} className={styles.appSecondary}>
            {t.appRewards}
          </Link>
        </div>
      </div>
      <svg className={styles.appArt} viewBox="0 0 240 240" aria-hidden="true" focusable="false">
        <circle
          cx="120"
          cy="120"
          r="110"
          fill="none"
          stroke="#c8963e"
          strokeWidth="4"
          opacity="0.5"
        />
        <circle
          cx="120"
          cy="120"
          r="84"
          fill="none"
          stroke="#ffffff"
          strokeWidth="3"
          opacity="0.35"
        />
        <rect x="78" y="42" width="84" height="156" rx="16" fill="#ffffff" />
        <rect x="88" y="60" width="64" height="112" rx="6" fill="#0b5f6e" />
        <g transform="translate(120 112)" fill="#c8963e">
          {[0, 72, 144, 216, 288].map((angle) => (
            <path
              key={angle}
              d="M0 0C8-7 6-20 0-24C-6-20-8-7 0 0Z"
              transform={`rotate(${angle})`}
            />
          ))}
        </g>
        <rect x="104" y="182" width="32" height="5" rx="2.5" fill="#14213d" opacity="0.4" />
      </svg>
    </section>
  );
}
