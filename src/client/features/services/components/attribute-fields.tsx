import { useIntl } from 'react-intl';
import { DateInput } from '@/client/components/date-input';
import { NumberInput, parseNumberText } from '@/client/components/number-input';
import { SelectInput } from '@/client/components/select-input';
import { TextInput } from '@/client/components/text-input';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';

type Attribute = Schemas['AttributeDefinition'];

export interface AttributeFieldsProps {
  attributes: Attribute[];
  values: Record<string, unknown>;
  /** Numbers are kept as typed under `<code>__text` so that Devanagari digits stay as entered. */
  onChange: (values: Record<string, unknown>) => void;
  errors?: Record<string, string | undefined>;
}

/** One field per attribute of the chosen category, typed as its definition says; labels in the reader's language. */
export function AttributeFields({
  attributes,
  values,
  onChange,
  errors = {},
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
            return (
              <NumberInput
                key={a.code}
                id={id}
                label={label}
                hint={hint}
                required={a.required}
                error={error(a.code)}
                allowDecimal={a.dataType === 'decimal'}
                value={String(values[`${a.code}__text`] ?? values[a.code] ?? '')}
                onChange={(text) =>
                  set(
                    a.code,
                    parseNumberText(text, a.dataType === 'decimal') ??
                      (text.trim() === '' ? undefined : text),
                    { [`${a.code}__text`]: text },
                  )
                }
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
    Object.entries(values).filter(
      ([key, value]) => !key.endsWith('__text') && value !== undefined && value !== '',
    ),
  );
}
