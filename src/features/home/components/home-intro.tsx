import { Clock } from 'lucide-react';
import { useMessages } from '../../../i18n';
import { homeMessages } from '../messages';
import styles from './home.module.css';

/** The home page's heading: the complex's name, one line about it and today's hours. */
export function HomeIntro() {
  const t = useMessages(homeMessages);
  return (
    <div className={styles.intro}>
      <div>
        <h1 className={styles.heading}>{t.heading}</h1>
        <p className={styles.lead}>{t.lead}</p>
      </div>
      <p className={styles.hours}>
        <Clock size={18} aria-hidden="true" />
        {t.hours}
      </p>
    </div>
  );
}
