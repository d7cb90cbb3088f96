import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Car } from 'lucide-react';
import { afterNextPaint } from '../../../lib/slices';
import type { MapLevel } from '../model/map-plan';
import { levelName, levelShortName, type NamingContext } from './place-names';
import styles from './map-canvas.module.css';

export const levelTabId = (levelId: string) => `map-level-tab-${levelId}`;

interface LevelTabsProps {
  levels: readonly MapLevel[];
  current: string;
  onChange: (levelId: string) => void;
  panelId: string;
  label: string;
  naming: NamingContext;
  /** Levels the route crosses (a dot on their tab). */
  routeLevels: readonly string[];
  carLevel: string | undefined;
}

/** The level switcher: tabs top floor first, arrow keys move between them (and show the level). */
export function LevelTabs({
  levels,
  current,
  onChange,
  panelId,
  label,
  naming,
  routeLevels,
  carLevel,
}: LevelTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const topFirst = [...levels].reverse();

  // Keep the current level's tab in sight in the scrolling row (without scrolling the page), once
  // the frame is painted: read as the tabs mount, the tab's place made the browser lay out the
  // whole page inside hydration's commit.
  useEffect(
    () =>
      afterNextPaint(() => {
        const row = list.current;
        const tab = row?.querySelector<HTMLElement>(`#${CSS.escape(levelTabId(current))}`);
        if (!row || !tab) return;
        if (tab.offsetLeft < row.scrollLeft) row.scrollLeft = tab.offsetLeft - 8;
        else if (tab.offsetLeft + tab.offsetWidth > row.scrollLeft + row.clientWidth)
          row.scrollLeft = tab.offsetLeft + tab.offsetWidth - row.clientWidth + 8;
      }),
    [current],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = topFirst.findIndex((level) => level.id === current);
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? topFirst[Math.min(topFirst.length - 1, index + 1)]
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? topFirst[Math.max(0, index - 1)]
          : event.key === 'Home'
            ? topFirst[0]
            : event.key === 'End'
              ? topFirst.at(-1)
              : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(levelTabId(next.id))}`)?.focus();
  };

  return (
    <div ref={list} role="tablist" aria-label={label} className={styles.tabs}>
      {topFirst.map((level) => {
        const selected = level.id === current;
        return (
          <button
            key={level.id}
            id={levelTabId(level.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            data-kind={level.kind}
            onClick={() => onChange(level.id)}
            onKeyDown={onKeyDown}
          >
            <span aria-hidden="true">{levelShortName(level.id)}</span>
            <span className="visually-hidden">{levelName(level, naming.language)}</span>
            {routeLevels.includes(level.id) && (
              <span className={styles.routeDot} aria-hidden="true" />
            )}
            {carLevel === level.id && (
              <Car size={12} className={styles.carMark} aria-hidden="true" />
            )}
          </button>
        );
      })}
    </div>
  );
}
