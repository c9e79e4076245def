import { getIn, useFormikContext } from 'formik';
import { createContext, useContext } from 'react';
import { useIntl } from 'react-intl';
import { DateInput } from '@/client/components/date-input';
import { NumberInput } from '@/client/components/number-input';
import { SelectInput } from '@/client/components/select-input';
import { TextArea } from '@/client/components/text-area';
import { TextInput } from '@/client/components/text-input';
import { enumOptions } from '@/client/lib/enum-options';
import type { ReactNode } from 'react';

type Name = string;
type Values = Record<string, unknown>;

/**
 * How a form's fields are named: the prefix of their ids (`pwd-nameNe`) and of their messages
 * (`pwd.field.nameNe`, `pwd.section.identity`). A form sets it once around its fields.
 */
export const FormNaming = createContext<{ prefix: string }>({ prefix: 'form' });

/** A field's id: `members.0.joinedOn` of the batch form is `batch-members-0-joinedOn`. */
export const fieldIdOf = (prefix: string, name: string) => `${prefix}-${name.replaceAll('.', '-')}`;

/** The message of a field's error, once the field was touched or a save was tried. */
export function useFieldState(name: Name, labelId?: string) {
  const intl = useIntl();
  const { prefix } = useContext(FormNaming);
  const formik = useFormikContext<Values>();
  const raw = getIn(formik.errors, name) as string | undefined;
  const shown = raw && (getIn(formik.touched, name) || formik.submitCount > 0);
  return {
    formik,
    value: getIn(formik.values, name) as unknown,
    id: fieldIdOf(prefix, name),
    label: intl.formatMessage({ id: labelId ?? `${prefix}.field.${name}` }),
    error: shown ? intl.formatMessage({ id: raw }, { limit: '' }) : undefined,
  };
}

interface FieldProps {
  name: Name;
  required?: boolean;
  hint?: ReactNode;
  /** The label's message id when it is not `<prefix>.field.<name>` (a field of a row of a list). */
  labelId?: string;
}

export function TextField({ name, required, hint, lang, labelId }: FieldProps & { lang?: string }) {
  const { formik, value, ...field } = useFieldState(name, labelId);
  return (
    <TextInput
      {...field}
      required={required}
      hint={hint}
      lang={lang}
      name={name}
      value={value as string}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
    />
  );
}

/**
 * A one-line value that may be long (a programme's full name): it wraps over a few lines instead of
 * being cut on a phone, and Enter or a pasted line break does not put a line break into it.
 */
export function WrappingTextField({ name, required, hint, labelId }: FieldProps) {
  const { formik, value, ...field } = useFieldState(name, labelId);
  return (
    <TextArea
      {...field}
      rows={2}
      required={required}
      hint={hint}
      value={(value as string | undefined) ?? ''}
      onChange={(text) => void formik.setFieldValue(name, text.replace(/[\r\n]+/g, ' '))}
    />
  );
}

export function NumberField({ name, required, hint, labelId }: FieldProps) {
  const { formik, value, ...field } = useFieldState(name, labelId);
  return (
    <NumberInput
      {...field}
      required={required}
      hint={hint}
      name={name}
      value={value as string}
      onChange={(text) => formik.setFieldValue(name, text)}
      onBlur={() => formik.setFieldTouched(name)}
    />
  );
}

export function SelectField({
  name,
  list,
  codes,
  required,
  labelId,
}: FieldProps & { list: string; codes: readonly string[] }) {
  const intl = useIntl();
  const { formik, value, ...field } = useFieldState(name, labelId);
  return (
    <SelectInput
      {...field}
      required={required}
      name={name}
      placeholder={intl.formatMessage({ id: 'common.choose' })}
      value={value as string}
      options={enumOptions(intl, list, codes)}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
    />
  );
}

/** A choice among options the form works out (provinces, fiscal years). */
export function ChoiceField({
  name,
  options,
  required,
  hint,
}: FieldProps & { options: { value: string; label: string }[] }) {
  const intl = useIntl();
  const { formik, value, ...field } = useFieldState(name);
  return (
    <SelectInput
      {...field}
      required={required}
      hint={hint}
      name={name}
      placeholder={intl.formatMessage({ id: 'common.choose' })}
      value={value as string}
      options={options}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
    />
  );
}

export function DateField({ name, required, labelId }: FieldProps) {
  const { formik, value, ...field } = useFieldState(name, labelId);
  return (
    <DateInput
      {...field}
      required={required}
      value={value as string}
      onChange={(iso, error) => {
        formik.setFieldValue(name, iso, false);
        formik.setFieldTouched(name, true, false);
        if (error) formik.setFieldError(name, `field.${error}`);
      }}
    />
  );
}

export function YesNoField({ name, labelId }: FieldProps) {
  return <SelectField name={name} labelId={labelId} list="yesNo" codes={['true', 'false']} />;
}

export function CheckField({ name, required }: FieldProps) {
  const { formik, value, id, label, error } = useFieldState(name);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-gray-900">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={Boolean(value)}
          onChange={formik.handleChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {label}
        {required && (
          <span aria-hidden className="text-red-700">
            *
          </span>
        )}
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Several codes of one list (labelled `enum.<list>.<code>`), or of options the form works out, as a
 * group of checkboxes with one legend and one error.
 */
export function MultiCheckField({
  name,
  required,
  ...choices
}: FieldProps &
  (
    | { list: string; codes: readonly string[] }
    | { options: readonly { value: string; label: string }[] }
  )) {
  const intl = useIntl();
  const options =
    'options' in choices
      ? choices.options
      : choices.codes.map((code) => ({
          value: code,
          label: intl.formatMessage({ id: `enum.${choices.list}.${code}` }),
        }));
  const { formik, value, id, label, error } = useFieldState(name);
  const chosen = (value as string[]) ?? [];
  const toggle = (code: string, on: boolean) =>
    formik.setFieldValue(name, on ? [...chosen, code] : chosen.filter((c) => c !== code));
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className="flex flex-col gap-1"
    >
      <legend className="mb-1 text-sm font-medium text-gray-900">
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(option.value)}
              onChange={(e) => toggle(option.value, e.target.checked)}
            />
            {option.label}
          </label>
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

export function Section({ id, children }: { id: string; children: ReactNode }) {
  const intl = useIntl();
  const { prefix } = useContext(FormNaming);
  return (
    <fieldset className="rounded border border-gray-200 bg-white p-4">
      <legend className="px-1 text-base font-semibold text-secondary">
        {intl.formatMessage({ id: `${prefix}.section.${id}` })}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  );
}
