import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { DISABILITY_TYPES, SEVERITY_CLASSES } from '@/shared/pwd/enums';

/** How records use a category, who is eligible for it and the attributes recorded with it: each a set of boxes to tick. */
export function CategoryChoices({ attributes }: { attributes: Schemas['AttributeDefinition'][] }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const { values, setFieldValue } = useFormikContext<Schemas['ServiceCategoryInput']>();
  const toggle = (
    name: 'eligibleSeverity' | 'eligibleTypes' | 'attributeIds',
    value: string | number,
    on: boolean,
  ) =>
    setFieldValue(
      name,
      on
        ? [...(values[name] as (string | number)[]), value]
        : (values[name] as (string | number)[]).filter((v) => v !== value),
    );
  return (
    <>
      <fieldset className="flex flex-col gap-1 sm:col-span-2">
        <legend className="text-sm font-medium">{t('catalogue.use')}</legend>
        {(['isIndividual', 'isGroup', 'requiresCard'] as const).map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={values[name]}
              onChange={(e) => setFieldValue(name, e.target.checked)}
            />
            {t(`catalogue.${name}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="text-sm font-medium">{t('catalogue.eligibleSeverity')}</legend>
        {SEVERITY_CLASSES.map((c) => (
          <label key={c} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={values.eligibleSeverity.includes(c)}
              onChange={(e) => toggle('eligibleSeverity', c, e.target.checked)}
            />
            {t(`enum.severity.${c}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="text-sm font-medium">{t('catalogue.eligibleTypes')}</legend>
        {DISABILITY_TYPES.map((c) => (
          <label key={c} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={values.eligibleTypes.includes(c)}
              onChange={(e) => toggle('eligibleTypes', c, e.target.checked)}
            />
            {t(`enum.disabilityType.${c}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-1 sm:col-span-2">
        <legend className="text-sm font-medium">{t('catalogue.attributes')}</legend>
        {attributes.length === 0 && (
          <p className="text-sm text-gray-700">{t('catalogue.attributes.none')}</p>
        )}
        {attributes.map((a) => (
          <label key={a.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={values.attributeIds.includes(a.id)}
              onChange={(e) => toggle('attributeIds', a.id, e.target.checked)}
            />
            {locale === 'np' ? a.labelNe : a.labelEn} ({t(`enum.attributeType.${a.dataType}`)})
          </label>
        ))}
      </fieldset>
    </>
  );
}
