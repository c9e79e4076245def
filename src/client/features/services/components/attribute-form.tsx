import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { Alert } from '@/client/components/alert';
import { Button } from '@/client/components/button';
import { ErrorSummary } from '@/client/components/error-summary';
import { NumberInput } from '@/client/components/number-input';
import { SelectInput } from '@/client/components/select-input';
import { TextInput } from '@/client/components/text-input';
import { ApiError, apiErrorMessageId } from '@/client/lib/api-client';
import { enumOptions } from '@/client/lib/enum-options';
import { currentFiscalYear } from '@/shared/fiscal-year';
import { ATTRIBUTE_TYPES } from '@/shared/services/enums';
import {
  type AttributeInput,
  type AttributeValues,
  attributeInputOf,
  emptyAttribute,
  takesLimits,
} from './attribute-form-values';
import { AttributeRollUp } from './attribute-roll-up';

const schema = yup.object({
  code: yup
    .string()
    .required('field.required')
    .matches(/^[a-z][a-z0-9_]*$/, 'field.invalidFormat'),
  labelEn: yup.string().trim().required('field.required'),
  labelNe: yup.string().trim().required('field.required'),
});

/**
 * A typed attribute (DOMAIN.md §7.6): numbers, money, per cent, text, yes/no, date, choices, a ward,
 * counts by sex and age; its limits, how it rolls up, and which records capture it.
 */
export function AttributeForm({ onSave }: { onSave: (input: AttributeInput) => Promise<void> }) {
  const fiscalYear = currentFiscalYear();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [failure, setFailure] = useState<string>();
  const submit = async (values: AttributeValues, helpers: FormikHelpers<AttributeValues>) => {
    setFailure(undefined);
    try {
      await onSave(attributeInputOf(values));
      helpers.resetForm();
    } catch (error) {
      for (const f of error instanceof ApiError ? error.fields : [])
        helpers.setFieldError(f.field, `field.${f.code}`);
      setFailure(apiErrorMessageId(error));
    }
  };
  return (
    <Formik<AttributeValues>
      initialValues={emptyAttribute(fiscalYear)}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ values, errors, submitCount, handleChange, setFieldValue, isSubmitting }) => {
        const error = (name: keyof AttributeValues) =>
          errors[name] && submitCount > 0 ? t(errors[name] as string) : undefined;
        const choice = values.dataType === 'single_choice' || values.dataType === 'multi_choice';
        const numeric = takesLimits(values.dataType);
        return (
          <Form noValidate className="grid gap-3 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <ErrorSummary errors={errors} submitCount={submitCount} />
            </div>
            {failure && (
              <div className="sm:col-span-2">
                <Alert tone="error">
                  <FormattedMessage id={failure} />
                </Alert>
              </div>
            )}
            <TextInput
              id="attribute-labelNe"
              name="labelNe"
              label={t('catalogue.nameNe')}
              required
              lang="ne"
              value={values.labelNe}
              onChange={handleChange}
              error={error('labelNe')}
            />
            <TextInput
              id="attribute-labelEn"
              name="labelEn"
              label={t('catalogue.nameEn')}
              required
              value={values.labelEn}
              onChange={handleChange}
              error={error('labelEn')}
            />
            <TextInput
              id="attribute-code"
              name="code"
              label={t('catalogue.code')}
              hint={t('attribute.code.hint')}
              required
              value={values.code}
              onChange={handleChange}
              error={error('code')}
            />
            <SelectInput
              id="attribute-type"
              name="dataType"
              label={t('attribute.dataType')}
              value={values.dataType}
              options={enumOptions(intl, 'attributeType', ATTRIBUTE_TYPES)}
              onChange={handleChange}
            />
            {numeric && (
              <NumberInput
                id="attribute-min"
                label={t('attribute.min')}
                allowDecimal
                value={values.min}
                onChange={(text) => setFieldValue('min', text)}
                error={error('min')}
              />
            )}
            {numeric && (
              <NumberInput
                id="attribute-max"
                label={t('attribute.max')}
                allowDecimal
                value={values.max}
                onChange={(text) => setFieldValue('max', text)}
                error={error('max')}
              />
            )}
            {(values.dataType === 'text' || values.dataType === 'long_text') && (
              <NumberInput
                id="attribute-maxLength"
                label={t('attribute.maxLength')}
                value={values.maxLength}
                onChange={(text) => setFieldValue('maxLength', text)}
              />
            )}
            {choice && (
              <div className="flex flex-col gap-1 sm:col-span-2">
                <label htmlFor="attribute-options" className="text-sm font-medium">
                  {t('attribute.options')}
                </label>
                <textarea
                  id="attribute-options"
                  name="options"
                  rows={4}
                  value={values.options}
                  onChange={handleChange}
                  aria-describedby="attribute-options-hint"
                  className="rounded border-gray-400"
                />
                <p id="attribute-options-hint" className="text-xs text-gray-700">
                  {t('attribute.options.hint')}
                </p>
                {error('options') && (
                  <p role="alert" className="text-sm text-red-700">
                    {error('options')}
                  </p>
                )}
              </div>
            )}
            <AttributeRollUp />
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={values.required}
                onChange={(e) => setFieldValue('required', e.target.checked)}
              />
              {t('attribute.required')}
            </label>
            <div className="flex justify-end sm:col-span-2">
              <Button type="submit" busy={isSubmitting}>
                <FormattedMessage id="attribute.add" />
              </Button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
