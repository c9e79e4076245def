import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { DateInput } from '@/client/components/date-input';
import { NumberInput } from '@/client/components/number-input';
import { SelectInput } from '@/client/components/select-input';
import { TextInput } from '@/client/components/text-input';
import { enumOptions } from '@/client/lib/enum-options';
import type { ServiceFormValues } from './values';

type Name = Exclude<
  keyof ServiceFormValues,
  'isGroup' | 'person' | 'attributes' | 'provinceId' | 'districtId' | 'palikaId'
>;

export const serviceFieldId = (name: string) => `service-${name.replace('.', '-')}`;

/** Label, value and the translated error (after a touch or a save) of one field of the service form. */
export function useServiceField(name: string) {
  const intl = useIntl();
  const formik = useFormikContext<ServiceFormValues>();
  const raw = name
    .split('.')
    .reduce<unknown>(
      (at, key) => (at as Record<string, unknown> | undefined)?.[key],
      formik.errors,
    ) as string | undefined;
  const touched = name
    .split('.')
    .reduce<unknown>(
      (at, key) => (at as Record<string, unknown> | undefined)?.[key],
      formik.touched,
    );
  return {
    formik,
    id: serviceFieldId(name),
    label: intl.formatMessage({ id: `services.field.${name}` }),
    error:
      raw && typeof raw === 'string' && (touched || formik.submitCount > 0)
        ? intl.formatMessage({ id: raw }, { limit: '' })
        : undefined,
  };
}

export function ServiceText({ name, required }: { name: Name; required?: boolean }) {
  const { formik, ...field } = useServiceField(name);
  return (
    <TextInput
      {...field}
      name={name}
      required={required}
      value={formik.values[name] as string}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
    />
  );
}

export function ServiceNumber({
  name,
  required,
  decimal,
}: {
  name: Name;
  required?: boolean;
  decimal?: boolean;
}) {
  const { formik, ...field } = useServiceField(name);
  return (
    <NumberInput
      {...field}
      name={name}
      required={required}
      allowDecimal={decimal}
      value={formik.values[name] as string}
      onChange={(text) => formik.setFieldValue(name, text)}
      onBlur={() => formik.setFieldTouched(name)}
    />
  );
}

/** A choice of an enumeration's codes, or of options the form works out (the palika's records). */
export function ServiceSelect({
  name,
  required,
  hint,
  ...choices
}: {
  name: Name;
  required?: boolean;
  hint?: string;
} & (
  { list: string; codes: readonly string[] } | { options: { value: string; label: string }[] }
)) {
  const intl = useIntl();
  const { formik, ...field } = useServiceField(name);
  return (
    <SelectInput
      {...field}
      name={name}
      required={required}
      hint={hint}
      placeholder={intl.formatMessage({ id: 'common.choose' })}
      value={formik.values[name] as string}
      options={
        'options' in choices ? choices.options : enumOptions(intl, choices.list, choices.codes)
      }
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
    />
  );
}

export function ServiceDate({ name, required }: { name: Name; required?: boolean }) {
  const { formik, ...field } = useServiceField(name);
  return (
    <DateInput
      {...field}
      required={required}
      value={formik.values[name] as string}
      onChange={(iso) => {
        formik.setFieldValue(name, iso);
        formik.setFieldTouched(name, true, false);
      }}
    />
  );
}
