import { format, useMessages } from '../../../i18n';
import { formatCount } from '../../../lib/format';
import { parkingMessages } from '../messages';
import { axisTop, hourX, lastHourWithValue, linePath, valueY } from '../model/chart-lines';
import { weekdayOf } from '../model/day';
import type { ParkingDay } from '../model/parking';
import { weekdayName, type ParkingText } from './parking-text';
import styles from './parking.module.css';

/** The plot's box inside the drawing, and the margins left for the axes' labels. */
const PLOT = { width: 300, height: 120 };
const LEFT = 48;
const TOP = 8;
const BOTTOM = 26;
const X_TICKS = [0, 6, 12, 18, 23];

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function typicalLabel(t: ParkingText, day: ParkingDay, weekday: string): string {
  if (day.typicalFrom === 'readings')
    return format(t.chartTypicalReadings, { n: day.typicalDays, weekday });
  return format(t.chartTypicalModel, { weekday });
}

/**
 * Free car lots of today so far against a typical day of the same weekday, drawn as a small SVG
 * (no chart library: two lines and their axes). The drawing is hidden from screen readers, which
 * read the same numbers from the table beside it.
 */
export function DayChart({ day }: { day: ParkingDay }) {
  const t = useMessages(parkingMessages);
  const weekday = weekdayName(t, weekdayOf(day.date));
  const top = axisTop([...day.today, ...day.typical]);
  const hasTypical = day.typicalFrom !== 'none';
  const now = lastHourWithValue(day.today);
  const todayPath = linePath(day.today, top, PLOT);
  const typicalPath = hasTypical ? linePath(day.typical, top, PLOT) : '';
  const typical = typicalLabel(t, day, weekday);
  const cell = (value: number | null | undefined) =>
    value === null || value === undefined ? '–' : formatCount(value);

  return (
    <section className={styles.chart} aria-labelledby="parking-day-title">
      <h2 id="parking-day-title" className={styles.subTitle}>
        {format(t.chartTitle, { weekday })}
      </h2>
      <p className={styles.chartLead}>{t.chartLead}</p>
      <ul className={styles.legend} aria-hidden="true">
        <li className={styles.legendToday}>{t.chartToday}</li>
        {hasTypical && <li className={styles.legendTypical}>{typical}</li>}
      </ul>
      <svg
        className={styles.chartDrawing}
        viewBox={`0 0 ${LEFT + PLOT.width + 8} ${TOP + PLOT.height + BOTTOM}`}
        aria-hidden="true"
        focusable="false"
      >
        <g transform={`translate(${LEFT} ${TOP})`}>
          {[0, top / 2, top].map((value) => (
            <g key={value}>
              <line
                className={styles.gridLine}
                x1={0}
                x2={PLOT.width}
                y1={valueY(value, top, PLOT)}
                y2={valueY(value, top, PLOT)}
              />
              <text
                className={styles.axisLabel}
                x={-6}
                y={valueY(value, top, PLOT) + 4}
                textAnchor="end"
              >
                {formatCount(value)}
              </text>
            </g>
          ))}
          {X_TICKS.map((hour) => (
            <text
              key={hour}
              className={styles.axisLabel}
              x={hourX(hour, PLOT)}
              y={PLOT.height + 18}
              textAnchor={hour === 0 ? 'start' : hour === 23 ? 'end' : 'middle'}
            >
              {hourLabel(hour)}
            </text>
          ))}
          {typicalPath && <path className={styles.typicalLine} d={typicalPath} />}
          {todayPath && <path className={styles.todayLine} d={todayPath} />}
          {now !== undefined && (
            <circle
              className={styles.nowDot}
              cx={hourX(now, PLOT)}
              cy={valueY(day.today[now] ?? 0, top, PLOT)}
              r={4}
            />
          )}
        </g>
      </svg>
      {!hasTypical && <p className={styles.chartLead}>{t.chartNoTypical}</p>}
      {/* In a hidden box, not hidden itself: a table is never narrower than its cells, so a hidden
          table still widens the page on a phone. */}
      <div className="visually-hidden">
        <table>
          <caption>{format(t.tableCaption, { weekday })}</caption>
          <thead>
            <tr>
              <th scope="col">{t.tableHour}</th>
              <th scope="col">{t.chartToday}</th>
              {hasTypical && <th scope="col">{typical}</th>}
            </tr>
          </thead>
          <tbody>
            {day.today.map((value, hour) => (
              <tr key={hour}>
                <th scope="row">{hourLabel(hour)}</th>
                <td>{cell(value)}</td>
                {hasTypical && <td>{cell(day.typical[hour])}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
