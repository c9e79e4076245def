import { type IntlShape, useIntl } from 'react-intl';
import { NumberInput, parseNumberText } from '@/client/components/number-input';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import type { Locale } from '@/shared/locale';
import { countKeys, type Disaggregation } from '@/shared/services/attribute-rules';

export interface CountCellsProps {
  id: string;
  label: string;
  split: Disaggregation | null;
  /** Counts by cell (`female:18-59`), and the text typed in each under `__text`. */
  value: Record<string, unknown> | undefined;
  onChange: (value: Record<string, unknown> | undefined) => void;
  error?: string;
}

/** A count split by sex, by age band or both: one whole-number box per cell, labelled by both. */
export function CountCells({ id, label, split, value = {}, onChange, error }: CountCellsProps) {
  const intl = useIntl();
  const locale = useLocale();
  const typed = (value.__text as Record<string, string> | undefined) ?? {};
  const cellLabel = (key: string) => countCellLabel(intl, locale, key);
  const set = (key: string, text: string) => {
    const counts = Object.fromEntries(Object.entries(value).filter(([k]) => k !== '__text'));
    const n = parseNumberText(text);
    if (n === undefined) delete counts[key];
    else counts[key] = n;
    const next = { ...counts, __text: { ...typed, [key]: text } };
    onChange(Object.keys(counts).length || text ? next : undefined);
  };
  return (
    <fieldset
      id={id}
      className="flex flex-col gap-2 sm:col-span-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="text-sm font-medium">{label}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {countKeys(split).map((key) => (
          <NumberInput
            key={key}
            id={`${id}-${key.replace(/[^a-z0-9]/gi, '-')}`}
            label={cellLabel(key)}
            value={typed[key] ?? (value[key] === undefined ? '' : String(value[key]))}
            onChange={(text) => set(key, text)}
          />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A cell of a count as a reader reads it: `female:18-59` is "Female, 18-59" (महिला, १८-५९). */
export function countCellLabel(intl: IntlShape, locale: Locale, key: string): string {
  return key
    .split(':')
    .map((part) =>
      /^[0-9]/.test(part)
        ? formatDigits(part, locale)
        : intl.formatMessage({
            id: part === 'total' ? 'attribute.count.total' : `enum.gender.${part}`,
          }),
    )
    .join(', ');
}

/** A count's value to send: the typed text dropped. */
export const countsOf = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => key !== '__text'));
