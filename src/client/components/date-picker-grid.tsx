import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { bsMonthName } from '@/shared/calendar/bs-months';
import type { Calendar } from '@/shared/calendar/date-text';
import { isoOf, monthGrid, shiftMonth } from '@/shared/calendar/month-grid';

export interface DatePickerGridProps {
  calendar: Calendar;
  year: number;
  month: number;
  selectedIso?: string;
  onNavigate: (view: { year: number; month: number }) => void;
  onPick: (iso: string) => void;
}

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/**
 * One month as a grid of day buttons: one Tab stop (the chosen day, or the 1st), the arrow keys
 * move between days, Home and End to the month's first and last (the ARIA grid pattern).
 */
export function DatePickerGrid({
  calendar,
  year,
  month,
  selectedIso,
  onNavigate,
  onPick,
}: DatePickerGridProps) {
  const intl = useIntl();
  const locale = useLocale();
  const grid = monthGrid(calendar, year, month);
  const [moved, setMoved] = useState<number>();
  const selectedDay = grid
    ? Array.from({ length: grid.days }, (_, i) => i + 1).find(
        (day) => isoOf(calendar, { year, month, day }) === selectedIso,
      )
    : undefined;
  const tabStop = moved && grid && moved <= grid.days ? moved : (selectedDay ?? 1);
  const monthLabel =
    calendar === 'BS'
      ? `${bsMonthName(month, locale)} ${formatDigits(String(year), locale)}`
      : `${intl.formatMessage({ id: `calendar.adMonth.${month}` })} ${formatDigits(String(year), locale)}`;

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, day: number) => {
    const last = grid?.days ?? 1;
    const targets: Record<string, number> = {
      ArrowLeft: day - 1,
      ArrowRight: day + 1,
      ArrowUp: day - 7,
      ArrowDown: day + 7,
      Home: 1,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    if (target < 1 || target > last) return;
    setMoved(target);
    event.currentTarget.parentElement
      ?.querySelector<HTMLButtonElement>(`[data-day="${target}"]`)
      ?.focus();
  };

  return (
    <div className="w-72">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          className="rounded px-2 py-1 hover:bg-gray-100"
          onClick={() => onNavigate(shiftMonth({ year, month }, -1))}
          aria-label={intl.formatMessage({ id: 'date.previousMonth' })}
        >
          ‹
        </button>
        <span className="font-semibold" aria-live="polite">
          {monthLabel}
        </span>
        <button
          type="button"
          className="rounded px-2 py-1 hover:bg-gray-100"
          onClick={() => onNavigate(shiftMonth({ year, month }, 1))}
          aria-label={intl.formatMessage({ id: 'date.nextMonth' })}
        >
          ›
        </button>
      </div>
      {!grid ? (
        <p className="text-sm text-gray-700">{intl.formatMessage({ id: 'date.range' })}</p>
      ) : (
        <div aria-label={monthLabel} className="grid grid-cols-7 gap-1 text-center text-sm">
          {WEEKDAY_KEYS.map((key) => (
            <span key={key} aria-hidden className="text-xs font-semibold text-gray-700">
              {intl.formatMessage({ id: `calendar.weekday.${key}` })}
            </span>
          ))}
          {Array.from({ length: grid.firstWeekday }, (_, i) => (
            <span key={`blank-${i}`} />
          ))}
          {Array.from({ length: grid.days }, (_, i) => {
            const day = i + 1;
            const iso = isoOf(calendar, { year, month, day }) ?? '';
            const selected = iso === selectedIso;
            return (
              <button
                key={day}
                type="button"
                data-day={day}
                tabIndex={day === tabStop ? 0 : -1}
                aria-pressed={selected}
                onKeyDown={(event) => onKeyDown(event, day)}
                aria-label={`${formatDigits(String(day), locale)} ${monthLabel}`}
                onClick={() => onPick(iso)}
                className={`rounded py-1 hover:bg-primary/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary ${selected ? 'bg-primary text-white' : ''}`}
              >
                {formatDigits(String(day), locale)}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
