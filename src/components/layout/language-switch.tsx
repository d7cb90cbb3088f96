import { memo } from 'react';
import { loadChinese, switchLanguage, useLanguage, useMessages } from '../../i18n';
import { headerMessages } from '../../i18n/frame';
import type { Language } from '../../lib/language';
import styles from './language-switch.module.css';

const OPTIONS: readonly { language: Language; label: string; lang: string; name: string }[] = [
  { language: 'en', label: 'EN', lang: 'en', name: 'English' },
  { language: 'ch', label: '中文', lang: 'zh-Hans', name: '中文' },
];

/** The first page's Chinese, asked for as a visitor reaches for 中文 (its press follows). */
const preloadChinese = () => void loadChinese().catch(() => undefined);

/**
 * EN / 中文: switches the whole site at once, without a reload; the choice is remembered. The
 * first page's Chinese loads as the pointer or focus reaches 中文, so it is there for the press.
 */
export const LanguageSwitch = memo(function LanguageSwitch() {
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
          onClick={() => void switchLanguage(option.language)}
          {...(option.language === 'ch' && {
            onPointerEnter: preloadChinese,
            onPointerDown: preloadChinese,
            onFocus: preloadChinese,
          })}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
});
