import { useLanguage, useMessages } from '../../i18n';
import { headerMessages } from '../../i18n/frame';
import { setLanguage, type Language } from '../../lib/language';
import styles from './language-switch.module.css';

const OPTIONS: readonly { language: Language; label: string; lang: string; name: string }[] = [
  { language: 'en', label: 'EN', lang: 'en', name: 'English' },
  { language: 'ch', label: '中文', lang: 'zh-Hans', name: '中文' },
];

/** EN / 中文: switches the whole site at once, without a reload; the choice is remembered. */
export function LanguageSwitch() {
  const current = useLanguage();
  const t = useMessages(headerMessages);
  return (
    <div role="group" aria-label={t.languageGroup} className={styles.group}>
      {OPTIONS.map((option) => (
        <button
          key={option.language}
          type="button"
          lang={option.lang}
          className={styles.option}
          aria-pressed={current === option.language}
          title={option.name}
          onClick={() => setLanguage(option.language)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
