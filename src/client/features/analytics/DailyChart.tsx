import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { monthName, shortDay } from '../../../shared/months.js';
import { cx } from '../../ui/cx.js';
import { pacedScale, scaled } from './chart-scale.js';
import { formatCount } from './figures.js';
import styles from './analytics.module.css';

interface DailyChartProps {
  month: string;
  /** Sessions per day, the 1st first. */
  sessions: number[];
  /** The days after this one (YYYY-MM-DD) are still to come; null for a past month. */
  today: string | null;
  /** Sessions a day that would use the whole quota by the month's end; null to draw no pace line. */
  pace: number | null;
  /** The sessions a day so far, drawn on the days to come; null to draw none. */
  ahead: number | null;
}

const WIDTH = 720;
const HEIGHT = 220;
// Room for the scale's labels ("200K") at their largest, drawn for a narrow chart.
const LEFT = 64;
const RIGHT = 8;
// Room above the plot for the pace line's label when the line stands at the top.
const TOP = 30;
const BOTTOM = 26;
const PLOT_W = WIDTH - LEFT - RIGHT;
const PLOT_H = HEIGHT - TOP - BOTTOM;
const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

const dayOf = (month: string, index: number) => `${month}-${String(index + 1).padStart(2, '0')}`;

/**
 * Sessions per day as bars, drawn by hand in SVG. Pointing at a day or moving along the days with
 * the arrow keys (it is a slider over the days) reads out that day; a table below holds the same
 * figures for a screen reader.
 */
export function DailyChart({ month, sessions, today, pace, ahead }: DailyChartProps) {
  const days = sessions.length;
  const lastKnown = today ? Number(today.slice(8)) - 1 : days - 1;
  const [active, setActive] = useState<number | null>(null);
  const shown = active ?? lastKnown;
  const highest = Math.max(...sessions, ahead ?? 0);
  const scale = pacedScale(highest, pace);
  const paceFigure = pace === null ? '' : `${formatCount(Math.round(pace))}/day`;
  const step = PLOT_W / days;
  const barWidth = Math.max(2, step * 0.68);
  const y = (value: number) => TOP + PLOT_H - scaled(value, scale, PLOT_H);
  const readout = (index: number) =>
    index > lastKnown ? `${shortDay(dayOf(month, index))}: still to come` : `${shortDay(dayOf(month, index))}: ${formatCount(sessions[index] ?? 0)} sessions`;

  const point = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * WIDTH;
    setActive(Math.min(days - 1, Math.max(0, Math.floor((x - LEFT) / step))));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: shown - 1, ArrowDown: shown - 1, ArrowRight: shown + 1, ArrowUp: shown + 1, Home: 0, End: lastKnown };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(Math.min(days - 1, Math.max(0, next)));
  };

  return (
    <figure className={styles.figure}>
      <div
        className={styles.frame}
        role="slider"
        tabIndex={0}
        aria-label={`Sessions per day in ${monthName(month)}`}
        aria-valuemin={1}
        aria-valuemax={days}
        aria-valuenow={shown + 1}
        aria-valuetext={readout(shown)}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
      >
        <p className={styles.readout} aria-hidden="true">
          {readout(shown)}
        </p>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.svg} onPointerMove={point} onPointerLeave={() => setActive(null)} aria-hidden="true">
          {scale.ticks.map((tick) => (
            <g key={tick}>
              <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} className={styles.gridLine} />
              <text x={LEFT - 8} y={y(tick)} className={styles.tick} textAnchor="end" dominantBaseline="middle">
                {compact.format(tick)}
              </text>
            </g>
          ))}
          {sessions.map((count, i) => {
            const x = LEFT + i * step + (step - barWidth) / 2;
            const future = i > lastKnown;
            const value = future ? (ahead ?? 0) : count;
            if (future && !ahead) return null;
            return (
              <rect
                key={i}
                x={x}
                y={y(value)}
                width={barWidth}
                height={Math.max(value ? 1 : 0, TOP + PLOT_H - y(value))}
                rx={Math.min(3, barWidth / 3)}
                className={cx(styles.bar, future && styles.ahead, i === active && styles.active)}
              />
            );
          })}
          {scale.paceAt !== null && (
            <g>
              <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(scale.paceAt)} y2={y(scale.paceAt)} className={styles.pace} />
              <text x={WIDTH - RIGHT} y={y(scale.paceAt) - 6} className={styles.paceLabel} textAnchor="end">
                {scale.paceAbove ? `↑ Quota pace ${paceFigure}, above the scale` : `Quota pace ${paceFigure}`}
              </text>
            </g>
          )}
          {sessions.map((_, i) =>
            i === 0 || (i + 1) % 5 === 0 ? (
              <text key={i} x={LEFT + i * step + step / 2} y={HEIGHT - 8} className={styles.tick} textAnchor="middle">
                {i + 1}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      {pace !== null && (
        <figcaption className={styles.legend}>
          <span className={styles.key} aria-hidden="true" />
          {`Quota pace: ${formatCount(Math.round(pace))} sessions a day${scale.paceAbove ? ', above the top of the scale' : ''}`}
        </figcaption>
      )}
      {/* Hidden by a box: a table ignores the 1px size of .visually-hidden and would lengthen the page by its rows. */}
      <div className="visually-hidden">
        <table>
          <caption>{`Sessions per day in ${monthName(month)}`}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Sessions</th>
            </tr>
          </thead>
          <tbody>
            {sessions.slice(0, lastKnown + 1).map((count, i) => (
              <tr key={i}>
                <th scope="row">{shortDay(dayOf(month, i))}</th>
                <td>{formatCount(count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
