import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { parseIsoDate, todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { type Calendar, type DateParseError, parseDateText } from '@/shared/calendar/date-text';
import { inCalendar, isoOf } from '@/shared/calendar/month-grid';
import { Button } from './button';
import { DatePickerGrid } from './date-picker-grid';
import { Field, controlProps } from './field';
import { Modal } from './modal';

export interface DateInputProps {
  id: string;
  label: ReactNode;
  /** ISO AD date (`YYYY-MM-DD`) or '' when empty: what the API receives. */
  value: string;
  onChange: (iso: string, error?: DateParseError) => void;
  error?: ReactNode;
  required?: boolean;
  /** Calendar to start in; Bikram Sambat in Nepali, AD in English unless given. */
  calendar?: Calendar;
}

function textOf(iso: string, calendar: Calendar, locale: 'en' | 'np'): string {
  const ad = parseIsoDate(iso);
  const date = ad && inCalendar(calendar, ad);
  return date ? formatDigits(toIsoDate(date), locale) : '';
}

/** A date typed (`YYYY-MM-DD`, Latin or Devanagari digits) or picked, in BS or AD. */
export function DateInput({
  id,
  label,
  value,
  onChange,
  error,
  required,
  calendar: initial,
}: DateInputProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [calendar, setCalendar] = useState<Calendar>(initial ?? 'BS');
  const [text, setText] = useState(() => textOf(value, calendar, locale));
  const [parseError, setParseError] = useState<DateParseError>();
  const [picking, setPicking] = useState(false);
  const today = inCalendar(calendar, todayInNepal());
  const shown = parseIsoDate(value);
  const [view, setView] = useState(
    () => (shown && inCalendar(calendar, shown)) ?? today ?? { year: 2083, month: 1 },
  );

  // A change of value from outside (a form reset, say) rewrites the text; typing keeps what was typed.
  const [syncedValue, setSyncedValue] = useState(value);
  if (value !== syncedValue) {
    setSyncedValue(value);
    const typed = parseDateText(text, calendar);
    const typedIso = typed.ok ? isoOf(calendar, typed.date) : '';
    if (typedIso !== value) setText(textOf(value, calendar, locale));
  }

  const type = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setParseError(undefined);
      onChange('');
      return;
    }
    const parsed = parseDateText(next, calendar);
    setParseError(parsed.ok ? undefined : parsed.error);
    onChange(
      parsed.ok ? (isoOf(calendar, parsed.date) ?? '') : '',
      parsed.ok ? undefined : parsed.error,
    );
  };

  const switchCalendar = (next: Calendar) => {
    setCalendar(next);
    setText(textOf(value, next, locale));
    setParseError(undefined);
    const ad = parseIsoDate(value);
    const moved = (ad && inCalendar(next, ad)) ?? inCalendar(next, todayInNepal());
    if (moved) setView(moved);
  };

  const other =
    value && calendar === 'AD'
      ? formatBsDate(value, locale)
      : value
        ? formatDigits(value, locale)
        : '';
  const hint = other
    ? intl.formatMessage(
        { id: calendar === 'AD' ? 'date.equalsBs' : 'date.equalsAd' },
        { date: other },
      )
    : intl.formatMessage({ id: 'date.formatHint' });
  const shownError =
    error ?? (parseError ? intl.formatMessage({ id: `field.${parseError}` }) : undefined);

  return (
    <Field
      id={id}
      label={label}
      error={shownError}
      hint={hint}
      required={required}
      announce={!error && Boolean(parseError)}
    >
      <div className="flex gap-2">
        <input
          {...controlProps(id, { error: shownError, hint, required })}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={intl.formatMessage({ id: 'date.placeholder' })}
          value={text}
          onChange={(event) => type(event.target.value)}
        />
        <select
          aria-label={intl.formatMessage({ id: 'date.calendar' })}
          value={calendar}
          onChange={(event) => switchCalendar(event.target.value as Calendar)}
          className="rounded border-gray-400 text-sm"
        >
          <option value="BS">{intl.formatMessage({ id: 'date.bs' })}</option>
          <option value="AD">{intl.formatMessage({ id: 'date.ad' })}</option>
        </select>
        <Button
          variant="outline"
          onClick={() => setPicking(true)}
          aria-label={intl.formatMessage({ id: 'date.pick' })}
        >
          <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <path d="M6 2h2v2h4V2h2v2h3v14H3V4h3zm-1 6v8h10V8z" />
          </svg>
        </Button>
      </div>
      <Modal open={picking} title={label} onClose={() => setPicking(false)}>
        <DatePickerGrid
          calendar={calendar}
          year={view.year}
          month={view.month}
          selectedIso={value}
          onNavigate={setView}
          onPick={(iso) => {
            setPicking(false);
            setParseError(undefined);
            setText(textOf(iso, calendar, locale));
            onChange(iso);
          }}
        />
      </Modal>
    </Field>
  );
}
