import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/forms/notice';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { format, useLanguage, useMessages } from '../../../i18n';
import type { Language } from '../../../shared/language';
import { PUSH_TOPICS, type PushTopic } from '../../../shared/push-topics';
import { pushLimitsQueryOptions } from '../api/queries';
import { notificationMessages } from '../messages';
import { refreshPushPreferences, usePushActions } from './use-push-actions';
import { usePushPreferences } from './use-push-preferences';
import styles from './notification-settings.module.css';

const TOPIC_LABELS = {
  'flash-sales': 'topicFlashSales',
  events: 'topicEvents',
  'members-days': 'topicMembersDays',
} as const satisfies Record<PushTopic, string>;

type Outcome = 'statusOn' | 'statusSaved' | 'statusOff' | 'statusGone';

/**
 * The notification settings (/notifications, linked from every notification and the footer):
 * which topics, in which language (the site's at first), on or off. The browser's permission is
 * asked only when the visitor turns notifications on here or on a "Notify me" control.
 */
export function NotificationSettings() {
  const t = useMessages(notificationMessages);
  usePageMeta({ title: t.title, description: t.description });
  const dailyLimit = useQuery(pushLimitsQueryOptions()).data?.dailyLimit;
  const siteLanguage = useLanguage();
  const preferences = usePushPreferences();
  const { busy, problem, turnOn, change, turnOff } = usePushActions();
  const [topics, setTopics] = useState<PushTopic[]>(preferences?.topics ?? [...PUSH_TOPICS]);
  // The subscription's language, or the visitor's pick; until either, the site's as it is now (it
  // may change after hydration, when the stored choice differs from the server's render).
  const [pickedLanguage, setLanguage] = useState<Language | undefined>(preferences?.language);
  const language = pickedLanguage ?? siteLanguage;
  const [outcome, setOutcome] = useState<Outcome>();
  const [chooseOne, setChooseOne] = useState(false);

  // The choices shown are the subscription's, once known (after hydration, or when another
  // control changes it): adjusted while rendering, not in an effect, so no stale frame shows.
  const [shownFor, setShownFor] = useState(preferences);
  if (preferences !== shownFor) {
    setShownFor(preferences);
    if (preferences) {
      setTopics(preferences.topics);
      setLanguage(preferences.language);
    }
  }
  // Then the server is asked whether it still holds it (a push service may have dropped it).
  const held = preferences !== undefined;
  useEffect(() => {
    if (!held) return;
    void refreshPushPreferences().then(
      (now) => {
        if (!now) setOutcome('statusGone');
      },
      () => undefined,
    );
  }, [held]);

  const toggle = (topic: PushTopic, checked: boolean) => {
    setChooseOne(false);
    setTopics(PUSH_TOPICS.filter((known) => (known === topic ? checked : topics.includes(known))));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (topics.length === 0) {
      setChooseOne(true);
      return;
    }
    setOutcome(undefined);
    const done = preferences
      ? await change(topics, language)
      : await turnOn(topics, language, 'save');
    if (done) setOutcome(preferences ? 'statusSaved' : 'statusOn');
  };

  const off = async () => {
    setOutcome(undefined);
    if (await turnOff()) setOutcome('statusOff');
  };

  return (
    <>
      <PageHeader
        title={t.title}
        lead={dailyLimit ? format(t.leadWithLimit, { n: dailyLimit }) : t.lead}
      />
      <div className={`container ${styles.page}`}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <fieldset
            className={styles.fieldset}
            aria-describedby={chooseOne ? 'push-topics-error' : undefined}
          >
            <legend className={styles.legend}>{t.topicsLegend}</legend>
            {PUSH_TOPICS.map((topic) => (
              <label key={topic} className={styles.choice}>
                <input
                  type="checkbox"
                  name="topics"
                  value={topic}
                  checked={topics.includes(topic)}
                  onChange={(event) => toggle(topic, event.target.checked)}
                />
                {t[TOPIC_LABELS[topic]]}
              </label>
            ))}
            {chooseOne && (
              <p id="push-topics-error" className={styles.error}>
                {t.chooseOne}
              </p>
            )}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t.languageLegend}</legend>
            <label className={styles.choice}>
              <input
                type="radio"
                name="language"
                value="en"
                checked={language === 'en'}
                onChange={() => setLanguage('en')}
              />
              <span lang="en">{t.english}</span>
            </label>
            <label className={styles.choice}>
              <input
                type="radio"
                name="language"
                value="ch"
                checked={language === 'ch'}
                onChange={() => setLanguage('ch')}
              />
              <span lang="zh-Hans">{t.chinese}</span>
            </label>
          </fieldset>
          {problem && (
            <Notice tone="error" role="alert">
              {t[problem]}
            </Notice>
          )}
          {outcome && (
            <Notice tone={outcome === 'statusGone' ? 'warning' : 'success'} role="status">
              {t[outcome]}
            </Notice>
          )}
          <div className={styles.actions}>
            <Button type="submit" disabled={busy !== undefined} aria-busy={busy === 'save'}>
              {busy === 'save' ? t.saving : preferences ? t.save : t.turnOn}
            </Button>
            {preferences && (
              <Button variant="secondary" onClick={() => void off()} disabled={busy !== undefined}>
                {busy === 'off' ? t.turningOff : t.turnOffAll}
              </Button>
            )}
          </div>
        </form>
      </div>
    </>
  );
}
