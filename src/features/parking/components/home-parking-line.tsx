import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ParkingMeter } from 'lucide-react';
import { format, textLang, useLanguage, useMessages } from '../../../i18n';
import { formatCount } from '../../../lib/format';
import { parkingQueryOptions } from '../api/queries';
import { parkingMessages } from '../messages';
import { ageText, updatedText } from './parking-text';
import { useLiveParking } from './use-live-parking';
import styles from './parking.module.css';

/**
 * The line's query, for the home page's loader on the server, which loads this module only (a
 * static import of the queries would put them in the home page's first load).
 */
export const homeParkingQueryOptions = parkingQueryOptions;

/** `template` filled in, its `{name}` a node of its own (a name in another language). */
function withName(template: string, name: ReactNode, values: Record<string, string>) {
  const [before = '', after = ''] = template.split('{name}');
  return (
    <>
      {format(before, values)}
      {name}
      {format(after, values)}
    </>
  );
}

/**
 * The home page's one line of live parking: "312 car lots free at Suntec City · Updated 2 minutes
 * ago", or the last known count with its age, or a plain sentence; and the way to /parking.
 * The server draws it with the page; the browser loads this code once the line is on screen
 * (src/routes/index.tsx), and it then polls like the parking page.
 */
export function HomeParkingLine() {
  const t = useMessages(parkingMessages);
  const language = useLanguage();
  const { query, status } = useLiveParking();
  const reading = query.data?.reading;
  const lots = reading?.carLots;
  let text: ReactNode;
  if (query.isPending) text = t.loading;
  else if (status.kind === 'none' || !reading || lots === null || lots === undefined)
    text = t.homeNoReading;
  else {
    // The feed names the complex in English only.
    const name = <span lang={textLang(language)}>{reading.name}</span>;
    const n = formatCount(lots);
    text =
      status.kind === 'live' ? (
        <>
          {withName(t.homeLine, name, { n })} · {updatedText(t, status.ageMs)}
        </>
      ) : (
        withName(t.homeLastKnown, name, { n, age: ageText(t, status.ageMs) })
      );
  }
  return (
    <p className={`${styles.homeLine} ${status.kind === 'live' ? '' : styles.old}`}>
      <ParkingMeter size={20} aria-hidden="true" className={styles.homeIcon} />
      <span className={styles.homeText}>{text}</span>
      <Link to="/parking" className={styles.homeLink}>
        {t.homeLink}
      </Link>
    </p>
  );
}
