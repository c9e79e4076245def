import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  ChoiceField,
  MultiCheckField,
  NumberField,
  SelectField,
  TextField,
} from '@/client/components/form-fields';
import { FormFrame } from '@/client/components/form-frame';
import { refusalOf } from '@/client/lib/records/refusal';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { toLatinDigits } from '@/shared/format/digits';
import { UNITS } from '@/shared/services/enums';

type Template = Schemas['ActivityTemplate'];
export type TemplateInput = Schemas['ActivityTemplateInput'];

/** The form's values: numbers as typed, in either script. */
export interface TemplateValues {
  programme: string;
  parentId: string;
  code: string;
  nameNe: string;
  nameEn: string;
  unit: string;
  serviceCategoryId: string;
  sortOrder: string;
  activeFromFy: string;
  activeToFy: string;
  attributeIds: string[];
}

const text = (n: number | null) => (n === null ? '' : String(n));
export const templateValuesOf = (t: Template | TemplateInput): TemplateValues => ({
  programme: t.programme,
  parentId: text(t.parentId),
  code: t.code,
  nameNe: t.nameNe,
  nameEn: t.nameEn,
  unit: t.unit,
  serviceCategoryId: text(t.serviceCategoryId),
  sortOrder: String(t.sortOrder),
  activeFromFy: String(t.activeFromFy),
  activeToFy: text(t.activeToFy),
  attributeIds: t.attributeIds.map(String),
});

const numberOf = (value: string) => {
  const latin = toLatinDigits(value).trim();
  return latin === '' ? null : Number(latin);
};
const inputOf = (v: TemplateValues): TemplateInput => ({
  programme: v.programme.trim(),
  parentId: numberOf(v.parentId),
  code: v.code.trim(),
  nameNe: v.nameNe,
  nameEn: v.nameEn,
  unit: v.unit as TemplateInput['unit'],
  serviceCategoryId: numberOf(v.serviceCategoryId),
  sortOrder: numberOf(v.sortOrder) ?? 0,
  activeFromFy: numberOf(v.activeFromFy) ?? 2075,
  activeToFy: numberOf(v.activeToFy),
  attributeIds: v.attributeIds.map(Number),
});

export interface TemplateFormProps {
  initial: TemplateValues;
  /** Standard activities a sub-activity may hang under (level one, this programme). */
  parents: Template[];
  categories: { value: string; label: string }[];
  attributes: Schemas['AttributeDefinition'][];
  onSave: (input: TemplateInput) => Promise<void>;
}

/** A programme's standard activity: what palikas adopt, what it rolls up to, what it records. */
export function TemplateForm({
  initial,
  parents,
  categories,
  attributes,
  onSave,
}: TemplateFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const [failure, setFailure] = useState<string>();
  const submit = async (values: TemplateValues, helpers: FormikHelpers<TemplateValues>) => {
    setFailure(undefined);
    try {
      await onSave(inputOf(values));
    } catch (error) {
      const refusal = refusalOf<TemplateValues>(error);
      helpers.setErrors(refusal.errors);
      setFailure(refusal.message);
    }
  };
  return (
    <Formik<TemplateValues> initialValues={initial} onSubmit={submit}>
      {({ values }) => (
        <FormFrame prefix="template" failure={failure} submitLabel={t('template.save')}>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField name="programme" required />
            <ChoiceField
              name="parentId"
              options={parents
                .filter((p) => p.programme === values.programme)
                .map((p) => ({
                  value: String(p.id),
                  label: `${p.code} ${locale === 'np' ? p.nameNe : p.nameEn}`,
                }))}
            />
            <TextField name="code" required />
            <SelectField name="unit" list="unit" codes={UNITS} required />
            <TextField name="nameNe" required lang="ne" />
            <TextField name="nameEn" required lang="en" />
            <ChoiceField name="serviceCategoryId" options={categories} />
            <NumberField name="sortOrder" />
            <NumberField name="activeFromFy" required />
            <NumberField name="activeToFy" hint={t('template.hint.activeToFy')} />
            <div className="sm:col-span-2">
              <MultiCheckField
                name="attributeIds"
                options={attributes.map((a) => ({
                  value: String(a.id),
                  label: locale === 'np' ? a.labelNe : a.labelEn,
                }))}
              />
            </div>
          </div>
        </FormFrame>
      )}
    </Formik>
  );
}
