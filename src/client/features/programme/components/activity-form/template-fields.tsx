import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { SelectInput } from '@/client/components/select-input';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import type { ActivityFormValues } from './values';

type Template = Schemas['ActivityTemplate'];
type Attribute = Schemas['AttributeDefinition'];

export interface TemplateChoices {
  /** The standard activities open in the activity's fiscal year. */
  templates: Template[];
  /** The attributes an activity may record. */
  attributes: Attribute[];
}

/**
 * Adopting a standard activity fills in its code, names, unit, category and attributes, which stay
 * editable; the attributes recorded with what it achieved are chosen below.
 */
export function TemplateFields({ templates, attributes }: TemplateChoices) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const { values, setValues, setFieldValue } = useFormikContext<ActivityFormValues>();
  const name = (x: { nameEn: string | null; nameNe: string }) =>
    locale === 'np' ? x.nameNe : (x.nameEn ?? x.nameNe);
  const adopt = (id: string) => {
    const chosen = templates.find((x) => String(x.id) === id);
    if (!chosen) return void setFieldValue('templateId', '');
    void setValues({
      ...values,
      templateId: id,
      code: chosen.code,
      nameNe: chosen.nameNe,
      nameEn: chosen.nameEn,
      unit: chosen.unit,
      serviceCategoryId: chosen.serviceCategoryId === null ? '' : String(chosen.serviceCategoryId),
      attributeIds: chosen.attributeIds,
    });
  };
  const chosen = new Set(values.attributeIds);
  return (
    <>
      {templates.length > 0 && (
        <SelectInput
          id="activity-templateId"
          label={t('activity.field.templateId')}
          hint={t('activity.hint.template')}
          value={values.templateId}
          onChange={(e) => adopt(e.target.value)}
          options={[
            { value: '', label: t('activity.template.own') },
            ...templates.map((x) => ({
              value: String(x.id),
              label: `${x.level === 2 ? '— ' : ''}${x.code} ${name(x)}`,
            })),
          ]}
        />
      )}
      {attributes.length > 0 && (
        <fieldset className="flex flex-col gap-1 text-sm sm:col-span-2">
          <legend className="mb-1 font-medium">{t('activity.field.attributeIds')}</legend>
          {attributes.map((a) => (
            <label key={a.id} className="flex min-h-6 items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={chosen.has(a.id)}
                onChange={(e) =>
                  setFieldValue(
                    'attributeIds',
                    e.target.checked
                      ? [...values.attributeIds, a.id]
                      : values.attributeIds.filter((id) => id !== a.id),
                  )
                }
              />
              {locale === 'np' ? a.labelNe : a.labelEn}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
