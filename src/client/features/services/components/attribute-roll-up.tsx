import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { NumberInput } from '@/client/components/number-input';
import { SelectInput } from '@/client/components/select-input';
import { TextInput } from '@/client/components/text-input';
import { enumOptions } from '@/client/lib/enum-options';
import { AGGREGATIONS, ATTRIBUTE_OWNERS } from '@/shared/services/enums';
import { type AttributeValues, rollsUpAsNumber } from './attribute-form-values';

/**
 * The parts of an attribute beyond its value: how it splits a count, how many records roll up
 * into one figure, which records capture it, from which year, and help in both languages.
 */
export function AttributeRollUp() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { values, errors, submitCount, handleChange, setFieldValue } =
    useFormikContext<AttributeValues>();
  const error = (name: keyof AttributeValues) =>
    errors[name] && submitCount > 0 ? t(errors[name] as string) : undefined;
  const owners = new Set(values.appliesTo);
  return (
    <>
      {values.dataType === 'disaggregated_count' && (
        <>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={values.bySex}
              onChange={(e) => setFieldValue('bySex', e.target.checked)}
            />
            {t('attribute.bySex')}
          </label>
          <TextInput
            id="attribute-ageBands"
            name="ageBands"
            label={t('attribute.ageBands')}
            hint={t('attribute.ageBands.hint')}
            value={values.ageBands}
            onChange={handleChange}
            error={error('disaggregation' as keyof AttributeValues)}
          />
        </>
      )}
      {rollsUpAsNumber(values.dataType) && (
        <SelectInput
          id="attribute-aggregation"
          name="aggregation"
          label={t('attribute.aggregation')}
          value={values.aggregation}
          options={enumOptions(intl, 'aggregation', AGGREGATIONS)}
          onChange={handleChange}
        />
      )}
      <fieldset className="flex flex-col gap-1 text-sm sm:col-span-2">
        <legend className="mb-1 font-medium">{t('attribute.appliesTo')}</legend>
        {ATTRIBUTE_OWNERS.map((owner) => (
          <label key={owner} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={owners.has(owner)}
              onChange={(e) =>
                setFieldValue(
                  'appliesTo',
                  ATTRIBUTE_OWNERS.filter((o) => (o === owner ? e.target.checked : owners.has(o))),
                )
              }
            />
            {t(`enum.attributeOwner.${owner}`)}
          </label>
        ))}
        {error('appliesTo') && (
          <p role="alert" className="text-sm text-red-700">
            {error('appliesTo')}
          </p>
        )}
      </fieldset>
      <NumberInput
        id="attribute-activeFromFy"
        label={t('attribute.activeFrom')}
        value={values.activeFromFy}
        onChange={(text) => setFieldValue('activeFromFy', text)}
        error={error('activeFromFy')}
      />
      <TextInput
        id="attribute-helpNe"
        name="helpNe"
        label={t('attribute.helpNe')}
        lang="ne"
        value={values.helpNe}
        onChange={handleChange}
      />
      <TextInput
        id="attribute-helpEn"
        name="helpEn"
        label={t('attribute.helpEn')}
        value={values.helpEn}
        onChange={handleChange}
      />
    </>
  );
}
