import dayjs, { type Dayjs } from 'dayjs';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { Lang } from '../../../core/index.ts';
import { uiText } from '../../texts.ts';

interface CalendarProps {
  id: string;
  value: Dayjs | undefined;
  /** Days before it are shown but cannot be picked (`aria-disabled`). */
  min?: Dayjs;
  /** Today (marked, and where an empty date opens); the form passes the context's clock. */
  today?: Dayjs;
  lang: Lang;
  onPick(day: Dayjs): void;
  onClose(): void;
}

const ARROW_DAYS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month grid, Sunday in the first column (spec 000: date picker Y/m/d, Sunday first). One day button is
 * in the tab order (roving focus); arrows move by day and week, Escape closes. Days before `min` stay
 * focusable, so arrow keys can cross them, but are marked `aria-disabled` and ignore clicks and Enter.
 */
export function Calendar({ id, value, min, today = dayjs(), lang, onPick, onClose }: CalendarProps) {
  const [focused, setFocused] = useState<Dayjs>(() => {
    const start = (value ?? today).startOf('day');
    return !value && min && start.isBefore(min, 'day') ? min.startOf('day') : start;
  });
  const grid = useRef<HTMLTableElement>(null);
  const month = focused.startOf('month');
  const first = month.subtract(month.day(), 'day');
  const days = Array.from({ length: 42 }, (_, i) => first.add(i, 'day'));
  const weeks = Array.from({ length: 6 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  const title = uiText(lang, 'monthTitle', { year: month.year(), month: month.month() + 1 });
  const todayKey = today.format('YYYY-MM-DD');

  const key = focused.format('YYYY-MM-DD');
  // Opening moves focus into the dialog, on the chosen (or today's) day.
  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
  }, []);
  useEffect(() => {
    // Keep focus on the roving day after arrow keys and month changes (only when focus is already inside).
    const button = grid.current?.querySelector<HTMLButtonElement>(`[data-day="${key}"]`);
    if (button && grid.current?.contains(document.activeElement)) button.focus();
  }, [key]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    const step = ARROW_DAYS[event.key];
    if (step !== undefined && grid.current?.contains(event.target as Node)) {
      event.preventDefault();
      setFocused(focused.add(step, 'day'));
    }
  };

  return (
    <div id={id} className="be-calendar" role="dialog" aria-label={title} onKeyDown={onKeyDown}>
      <div className="be-calendar__nav">
        <button
          type="button"
          className="be-button be-button--icon"
          aria-label={uiText(lang, 'previousMonth')}
          onClick={() => setFocused(focused.subtract(1, 'month'))}
        >
          ‹
        </button>
        <span className="be-calendar__title" aria-live="polite">
          {title}
        </span>
        <button
          type="button"
          className="be-button be-button--icon"
          aria-label={uiText(lang, 'nextMonth')}
          onClick={() => setFocused(focused.add(1, 'month'))}
        >
          ›
        </button>
      </div>
      <table ref={grid} className="be-calendar__grid">
        <thead>
          <tr>
            {uiText(lang, 'weekdays')
              .split(',')
              .map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].format('YYYY-MM-DD')}>
              {week.map((day) => {
                const date = day.format('YYYY-MM-DD');
                const disabled = min !== undefined && day.isBefore(min, 'day');
                const classes = ['be-calendar__day'];
                if (day.month() !== month.month()) classes.push('be-calendar__day--outside');
                if (value && day.isSame(value, 'day')) classes.push('be-calendar__day--selected');
                return (
                  <td key={date}>
                    <button
                      type="button"
                      className={classes.join(' ')}
                      data-day={date}
                      tabIndex={date === key ? 0 : -1}
                      // Unpadded, so the visible day number is a word of the name (WCAG 2.5.3 label in name).
                      aria-label={day.format('YYYY/M/D')}
                      aria-pressed={value ? day.isSame(value, 'day') : false}
                      aria-current={date === todayKey ? 'date' : undefined}
                      aria-disabled={disabled || undefined}
                      onClick={() => {
                        if (!disabled) onPick(day);
                      }}
                    >
                      {day.date()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
