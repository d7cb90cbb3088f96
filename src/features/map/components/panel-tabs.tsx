import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './map-page.module.css';

export interface PanelTab<K extends string> {
  key: K;
  label: string;
  icon: ReactNode;
}

/** The side panel's tabs (Directions, My car, On this level), with arrow-key movement between them. */
export function PanelTabs<K extends string>({
  tabs,
  current,
  onChange,
  label,
  children,
}: {
  tabs: readonly PanelTab<K>[];
  current: K;
  onChange: (key: K) => void;
  label: string;
  children: ReactNode;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (key: K) => `${id}-tab-${key}`;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.key === current);
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = tabs[(index + delta + tabs.length) % tabs.length]!;
    onChange(next.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.key))}`)?.focus();
  };
  return (
    <>
      <div ref={list} role="tablist" aria-label={label} className={styles.panelTabs}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={tabId(tab.key)}
            type="button"
            role="tab"
            aria-selected={tab.key === current}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === current ? 0 : -1}
            className={styles.panelTab}
            onClick={() => onChange(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.icon}
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={tabId(current)}
        className={styles.panelBody}
      >
        {children}
      </div>
    </>
  );
}
