import { useIntl } from 'react-intl';
import { SelectInput } from '@/client/components/select-input';
import { TextInput } from '@/client/components/text-input';
import { enumOptions } from '@/client/lib/enum-options';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { fiscalYearLabel, fiscalYearsUpToNow } from '@/shared/fiscal-year';
import type { ReactNode } from 'react';

export type FilterPatch = Record<string, string | number | undefined>;
type Option = { value: string; label: string };

/**
 * A filter of a record list, by kind (as DHIS2's maintenance app describes a section's filters):
 * its URL parameter, the message id of its label, and what it offers:
 * - `search`: a text searched for; `yesNo`: true, false or either (`yes`, `no`: message ids);
 * - `enum`: the codes of an enum, read as the list's labels;
 * - `fiscalYear`: fiscal years in the reader's digits (`years` when not those up to now); the
 *   `period` the list is of (named in the folded line, not counted); `always` one, never "all";
 * - `choice`: options the kind reads (a hook: the palika's facilities, the provinces); none yet
 *   (`undefined`) leaves it disabled with the `unavailable` hint;
 * - `custom`: a control of the kind's own, handed the filters and how to change them.
 * Any filter may clear others when it changes (`clears`), be cleared by a new place
 * (`clearedByPlace`), stand `first` (above the place) or `last` (below the others), and be left out
 * of the folded line's count (`uncounted`).
 */
export type FilterDeclaration<Values> = {
  param: keyof Values & string;
  label: string;
  id?: string;
  clears?: readonly string[];
  clearedByPlace?: boolean;
  at?: 'first' | 'last';
  uncounted?: boolean;
} & (
  | { kind: 'search' }
  | { kind: 'yesNo'; yes: string; no: string }
  | { kind: 'enum'; list: string; codes: readonly string[] }
  | {
      kind: 'fiscalYear';
      years?: (value: Values) => readonly number[];
      period?: boolean;
      always?: boolean;
    }
  | {
      kind: 'choice';
      useOptions: (value: Values) => Option[] | undefined;
      disabledWhenEmpty?: boolean;
      unavailable?: string;
    }
  | {
      kind: 'custom';
      render: (props: { value: Values; onChange: (patch: FilterPatch) => void }) => ReactNode;
    }
);

export interface ControlProps<Values> {
  idPrefix: string;
  value: Values;
  onChange: (patch: FilterPatch) => void;
  filter: FilterDeclaration<Values>;
}

const cleared = (params: readonly string[] = []) =>
  Object.fromEntries(params.map((param) => [param, undefined]));

function ChoiceFilter<Values>({
  idPrefix,
  value,
  onChange,
  filter,
  useOptions,
}: ControlProps<Values> & { useOptions: (value: Values) => Option[] | undefined }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const options = useOptions(value);
  const unavailable = filter.kind === 'choice' ? filter.unavailable : undefined;
  const always = filter.kind === 'fiscalYear' && filter.always;
  return (
    <SelectInput
      id={`${idPrefix}-filter-${filter.id ?? filter.param}`}
      label={t(filter.label)}
      placeholder={always ? undefined : t('geo.all')}
      hint={!options && unavailable ? t(unavailable) : undefined}
      disabled={
        !options || ('disabledWhenEmpty' in filter && filter.disabledWhenEmpty && !options.length)
      }
      value={String(value[filter.param] ?? '')}
      options={options ?? []}
      onChange={(e) =>
        onChange({ [filter.param]: e.target.value || undefined, ...cleared(filter.clears) })
      }
    />
  );
}

/** Fiscal years as a list names them: `2082/83` in the reader's digits. */
export function useFiscalYearLabel() {
  const locale = useLocale();
  return (fy: number) => formatDigits(fiscalYearLabel(fy), locale);
}

/** One filter's control, as its declaration says. */
export function FilterControl<Values>(props: ControlProps<Values>) {
  const intl = useIntl();
  const yearLabel = useFiscalYearLabel();
  const t = (id: string) => intl.formatMessage({ id });
  const { idPrefix, value, onChange, filter } = props;
  if (filter.kind === 'custom') return filter.render({ value, onChange });
  if (filter.kind === 'search')
    return (
      <TextInput
        id={`${idPrefix}-filter-${filter.id ?? filter.param}`}
        type="search"
        label={t(filter.label)}
        value={String(value[filter.param] ?? '')}
        onChange={(e) =>
          onChange({ [filter.param]: e.target.value || undefined, ...cleared(filter.clears) })
        }
      />
    );
  const options = (): Option[] | undefined => {
    switch (filter.kind) {
      case 'enum':
        return enumOptions(intl, filter.list, filter.codes);
      case 'yesNo':
        return [
          { value: 'true', label: t(filter.yes) },
          { value: 'false', label: t(filter.no) },
        ];
      case 'fiscalYear':
        return (filter.years?.(value) ?? fiscalYearsUpToNow()).map((fy) => ({
          value: String(fy),
          label: yearLabel(fy),
        }));
    }
  };
  return (
    <ChoiceFilter {...props} useOptions={filter.kind === 'choice' ? filter.useOptions : options} />
  );
}
