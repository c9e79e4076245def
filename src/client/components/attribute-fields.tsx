import { useIntl } from 'react-intl';
import { CountCells, countsOf } from '@/client/components/count-cells';
import { DateInput } from '@/client/components/date-input';
import { NumberInput, parseNumberText } from '@/client/components/number-input';
import { SelectInput } from '@/client/components/select-input';
import { TextArea } from '@/client/components/text-area';
import { TextInput } from '@/client/components/text-input';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { LONG_TEXT_LIMIT } from '@/shared/services/attribute-rules';

type Attribute = Schemas['AttributeDefinition'];

export interface AttributeFieldsProps {
  attributes: Attribute[];
  values: Record<string, unknown>;
  /** Numbers are kept as typed under `<code>__text` so that Devanagari digits stay as entered. */
  onChange: (values: Record<string, unknown>) => void;
  errors?: Record<string, string | undefined>;
  /** The wards a ward attribute may name (the record's palika's). */
  wardCount?: number;
}

/** One field per attribute of the chosen category, typed as its definition says; labels in the reader's language. */
export function AttributeFields({
  attributes,
  values,
  onChange,
  errors = {},
  wardCount,
}: AttributeFieldsProps) {
  const intl = useIntl();
  const locale = useLocale();
  if (attributes.length === 0) return null;
  const set = (code: string, value: unknown, extra: Record<string, unknown> = {}) =>
    onChange({ ...values, ...extra, [code]: value });
  const error = (code: string) =>
    errors[code] ? intl.formatMessage({ id: errors[code] }, { limit: '' }) : undefined;
  return (
    <fieldset className="grid gap-4 rounded border border-gray-200 p-4 sm:grid-cols-2">
      <legend className="px-1 font-semibold text-secondary">
        {intl.formatMessage({ id: 'services.attributes' })}
      </legend>
      {attributes.map((a) => {
        const id = `attribute-${a.code}`;
        const label = locale === 'np' ? a.labelNe : a.labelEn;
        const hint =
          a.min != null || a.max != null
            ? intl.formatMessage(
                { id: 'services.attribute.range' },
                { min: a.min ?? '—', max: a.max ?? '—' },
              )
            : undefined;
        switch (a.dataType) {
          case 'integer':
          case 'decimal':
          case 'money':
          case 'percent':
            return (
              <NumberInput
                key={a.code}
                id={id}
                label={label}
                hint={hint}
                required={a.required}
                error={error(a.code)}
                allowDecimal={a.dataType !== 'integer'}
                value={String(values[`${a.code}__text`] ?? values[a.code] ?? '')}
                onChange={(text) =>
                  set(
                    a.code,
                    parseNumberText(text, a.dataType !== 'integer') ??
                      (text.trim() === '' ? undefined : text),
                    { [`${a.code}__text`]: text },
                  )
                }
              />
            );
          case 'org_ref':
            return wardCount ? (
              <SelectInput
                key={a.code}
                id={id}
                label={label}
                required={a.required}
                error={error(a.code)}
                placeholder={intl.formatMessage({ id: 'common.choose' })}
                value={values[a.code] === undefined ? '' : String(values[a.code])}
                options={Array.from({ length: wardCount }, (_, i) => ({
                  value: String(i + 1),
                  label: intl.formatMessage({ id: 'common.wardNo' }, { ward: i + 1 }),
                }))}
                onChange={(e) => set(a.code, e.target.value ? Number(e.target.value) : undefined)}
              />
            ) : null;
          case 'disaggregated_count':
            return (
              <CountCells
                key={a.code}
                id={id}
                label={label}
                split={a.disaggregation}
                error={error(a.code)}
                value={values[a.code] as Record<string, unknown> | undefined}
                onChange={(value) => set(a.code, value)}
              />
            );
          case 'long_text':
            return (
              <TextArea
                key={a.code}
                id={id}
                label={label}
                required={a.required}
                error={error(a.code)}
                maxLength={a.maxLength ?? LONG_TEXT_LIMIT}
                value={String(values[a.code] ?? '')}
                onChange={(text) => set(a.code, text || undefined)}
              />
            );
          case 'boolean':
            return (
              <SelectInput
                key={a.code}
                id={id}
                label={label}
                required={a.required}
                error={error(a.code)}
                placeholder={intl.formatMessage({ id: 'common.choose' })}
                value={values[a.code] === undefined ? '' : String(values[a.code])}
                options={['true', 'false'].map((v) => ({
                  value: v,
                  label: intl.formatMessage({ id: `enum.yesNo.${v}` }),
                }))}
                onChange={(e) =>
                  set(a.code, e.target.value === '' ? undefined : e.target.value === 'true')
                }
              />
            );
          case 'date':
            return (
              <DateInput
                key={a.code}
                id={id}
                label={label}
                required={a.required}
                error={error(a.code)}
                value={String(values[a.code] ?? '')}
                onChange={(iso) => set(a.code, iso || undefined)}
              />
            );
          case 'single_choice':
            return (
              <SelectInput
                key={a.code}
                id={id}
                label={label}
                required={a.required}
                error={error(a.code)}
                placeholder={intl.formatMessage({ id: 'common.choose' })}
                value={String(values[a.code] ?? '')}
                options={a.options.map((o) => ({
                  value: o.code,
                  label: locale === 'np' ? o.labelNe : o.labelEn,
                }))}
                onChange={(e) => set(a.code, e.target.value || undefined)}
              />
            );
          case 'multi_choice': {
            const chosen = (values[a.code] as string[] | undefined) ?? [];
            return (
              <fieldset key={a.code} id={id} className="flex flex-col gap-1">
                <legend className="text-sm font-medium">{label}</legend>
                {a.options.map((o) => (
                  <label key={o.code} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={chosen.includes(o.code)}
                      onChange={(e) =>
                        set(
                          a.code,
                          e.target.checked
                            ? [...chosen, o.code]
                            : chosen.filter((c) => c !== o.code),
                        )
                      }
                    />
                    {locale === 'np' ? o.labelNe : o.labelEn}
                  </label>
                ))}
                {error(a.code) && <p className="text-sm text-red-700">{error(a.code)}</p>}
              </fieldset>
            );
          }
          default:
            return (
              <TextInput
                key={a.code}
                id={id}
                label={label}
                required={a.required}
                error={error(a.code)}
                maxLength={a.maxLength ?? undefined}
                value={String(values[a.code] ?? '')}
                onChange={(e) => set(a.code, e.target.value || undefined)}
              />
            );
        }
      })}
    </fieldset>
  );
}

/** The values to send: typed text of numbers dropped, empty values left out. */
export function attributeValuesOf(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([key, value]) => !key.endsWith('__text') && value !== undefined && value !== '')
      .map(([key, value]) =>
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? [key, countsOf(value as Record<string, unknown>)]
          : [key, value],
      ),
  );
}
