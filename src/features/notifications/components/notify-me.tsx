import { Link } from '@tanstack/react-router';
import { Bell, BellRing } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { useLanguage, useMessages } from '../../../i18n';
import type { PushTopic } from '../../../shared/push-topics';
import { withTopic } from '../model/push-preferences';
import { notificationMessages } from '../messages';
import { usePushActions } from './use-push-actions';
import { usePushPreferences } from './use-push-preferences';
import styles from './notifications.module.css';

const LABELS = {
  'flash-sales': { offer: 'notifyFlashSales', on: 'onFlashSales' },
  events: { offer: 'notifyEvents', on: 'onEvents' },
  'members-days': { offer: 'notifyMembersDays', on: 'onMembersDays' },
} as const satisfies Record<PushTopic, { offer: string; on: string }>;

/**
 * "Notify me" for one topic: one tap asks the browser's permission and turns it on, one tap turns
 * it off again. Nothing about push loads or is asked until the tap.
 */
export function NotifyMe({ topic }: { topic: PushTopic }) {
  const t = useMessages(notificationMessages);
  const language = useLanguage();
  const preferences = usePushPreferences();
  const { busy, problem, turnOn, change, turnOff } = usePushActions();
  const on = preferences?.topics.includes(topic) ?? false;
  const labels = LABELS[topic];

  const turnTopicOff = () => {
    const rest = withTopic(preferences?.topics ?? [], topic, false);
    void (rest.length === 0 ? turnOff() : change(rest, preferences?.language ?? language));
  };

  return (
    <div className={styles.notify}>
      {on ? (
        <p className={styles.on}>
          <BellRing aria-hidden="true" size={18} className={styles.icon} />
          <span>{t[labels.on]}</span>
          <button
            type="button"
            className={styles.textButton}
            onClick={turnTopicOff}
            disabled={busy !== undefined}
          >
            {busy === 'off' || busy === 'save' ? t.turningOff : t.turnOff}
          </button>
          <Link to="/notifications" className={styles.settingsLink}>
            {t.settingsLink}
          </Link>
        </p>
      ) : (
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() =>
            void turnOn(
              withTopic(preferences?.topics ?? [], topic, true),
              preferences?.language ?? language,
            )
          }
          disabled={busy !== undefined}
          aria-busy={busy === 'on'}
        >
          <Bell aria-hidden="true" size={18} />
          {busy === 'on' ? t.turningOn : t[labels.offer]}
        </button>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {t[problem]}
        </p>
      )}
    </div>
  );
}
