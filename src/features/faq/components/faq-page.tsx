import { useEffect, useId, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { Accordion } from '../../../components/ui/accordion';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LinkedRichText } from '../../../components/ui/linked-rich-text';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { format, useLanguage, useMessages } from '../../../i18n';
import { faqsQueryOptions } from '../api/queries';
import { groupFaqs } from '../model/group-faqs';
import { faqMessages } from '../messages';
import styles from './faq.module.css';

/** How long typing pauses before the URL follows the search box. */
const URL_SYNC_DELAY_MS = 300;

/** The FAQ page: a search box (mirrored in `?q=`), topics, and each topic's questions as an accordion. */
export function FaqPage({
  query,
  onQueryChange,
}: {
  query: string;
  onQueryChange: (query: string) => void;
}) {
  const t = useMessages(faqMessages);
  const language = useLanguage();
  usePageMeta({ title: t.title, description: t.description });
  const inputId = useId();
  const { data } = useSuspenseQuery(faqsQueryOptions());
  // The box answers each keystroke; the URL follows when typing pauses.
  const [text, setText] = useState(query);
  useEffect(() => {
    if (text === query) return;
    const timer = setTimeout(() => onQueryChange(text), URL_SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query, onQueryChange]);

  const groups = groupFaqs(data, language, text);
  const total = groups.reduce((n, group) => n + group.faqs.length, 0);
  const searching = text.trim() !== '';

  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />
      <div className={`container ${styles.page}`}>
        <div className={styles.searchRow}>
          <label htmlFor={inputId} className={styles.searchLabel}>
            {t.searchLabel}
          </label>
          <div className={styles.searchBox}>
            <Search size={20} aria-hidden="true" className={styles.searchIcon} />
            <input
              id={inputId}
              type="search"
              value={text}
              placeholder={t.searchPlaceholder}
              onChange={(e) => setText(e.target.value)}
              autoComplete="off"
              enterKeyHint="search"
            />
          </div>
          <p className={styles.count} aria-live="polite">
            {format(total === 1 ? t.countOne : t.countMany, { n: total })}
          </p>
        </div>
        {groups.length > 1 && (
          <nav aria-label={t.categories} className={styles.topics}>
            {groups.map((group, index) => (
              <a key={group.key} href={`#faq-topic-${index}`} lang={group.categoryLang}>
                {group.category}
              </a>
            ))}
          </nav>
        )}
        {groups.length === 0 ? (
          <EmptyState
            title={t.emptyTitle}
            message={t.emptyMessage}
            action={<Button onClick={() => setText('')}>{t.clear}</Button>}
          />
        ) : (
          groups.map((group, index) => (
            <section
              key={group.key}
              aria-labelledby={`faq-topic-${index}`}
              className={styles.group}
            >
              <h2 id={`faq-topic-${index}`} lang={group.categoryLang}>
                {group.category}
              </h2>
              <Accordion
                forceOpen={searching}
                items={group.faqs.map((faq) => ({
                  id: faq.id,
                  title: faq.question,
                  titleLang: faq.questionLang,
                  content: <LinkedRichText html={faq.answerHtml} lang={faq.answerLang} />,
                }))}
              />
            </section>
          ))
        )}
      </div>
    </>
  );
}
