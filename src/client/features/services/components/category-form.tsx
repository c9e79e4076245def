import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { Alert } from '@/client/components/alert';
import { Button } from '@/client/components/button';
import { ErrorSummary } from '@/client/components/error-summary';
import { SelectInput } from '@/client/components/select-input';
import { TextInput } from '@/client/components/text-input';
import type { Category } from '@/client/features/services/catalogue-tree';
import { ApiError, apiErrorMessageId } from '@/client/lib/api-client';
import { enumOptions } from '@/client/lib/enum-options';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { MAX_CATEGORY_DEPTH, RECORD_KINDS, UNITS } from '@/shared/services/enums';
import { CategoryChoices } from './category-choices';

export type CategoryInput = Schemas['ServiceCategoryInput'];

export interface CategoryFormProps {
  initial: CategoryInput;
  /** The category being edited: its own sub-tree cannot become its parent. */
  editing?: Category;
  categories: Category[];
  attributes: Schemas['AttributeDefinition'][];
  onSave: (input: CategoryInput) => Promise<void>;
}

const schema = yup.object({
  code: yup
    .string()
    .required('field.required')
    .matches(/^[A-Z][A-Z0-9_]*(\.[A-Z0-9_]+)*$/, 'field.invalidFormat'),
  nameEn: yup.string().trim().required('field.required'),
  nameNe: yup.string().trim().required('field.required'),
});

/** A category's names, code, place in the tree (a move is a new parent), how records use it, who is eligible and its attributes. */
export function CategoryForm({
  initial,
  editing,
  categories,
  attributes,
  onSave,
}: CategoryFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const [failure, setFailure] = useState<string>();
  const below = (id: number): number[] =>
    categories.filter((c) => c.parentId === id).flatMap((c) => [c.id, ...below(c.id)]);
  const excluded = editing ? new Set([editing.id, ...below(editing.id)]) : new Set<number>();
  const parents = categories.filter(
    (c) => !excluded.has(c.id) && c.level < MAX_CATEGORY_DEPTH && !(c.isLeaf && c.inUse),
  );
  const submit = async (values: CategoryInput, helpers: FormikHelpers<CategoryInput>) => {
    setFailure(undefined);
    try {
      await onSave(values);
    } catch (error) {
      for (const f of error instanceof ApiError ? error.fields : [])
        helpers.setFieldError(f.field, `field.${f.code}`);
      setFailure(apiErrorMessageId(error));
    }
  };
  return (
    <Formik<CategoryInput> initialValues={initial} validationSchema={schema} onSubmit={submit}>
      {({ values, errors, touched, submitCount, handleChange, setFieldValue, isSubmitting }) => {
        const error = (name: keyof CategoryInput) =>
          errors[name] && (touched[name] || submitCount > 0)
            ? intl.formatMessage({ id: errors[name] as string }, { limit: MAX_CATEGORY_DEPTH })
            : undefined;
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
              id="category-nameNe"
              name="nameNe"
              label={t('catalogue.nameNe')}
              required
              lang="ne"
              value={values.nameNe}
              onChange={handleChange}
              error={error('nameNe')}
            />
            <TextInput
              id="category-nameEn"
              name="nameEn"
              label={t('catalogue.nameEn')}
              required
              value={values.nameEn}
              onChange={handleChange}
              error={error('nameEn')}
            />
            <TextInput
              id="category-code"
              name="code"
              label={t('catalogue.code')}
              required
              hint={t('catalogue.code.hint')}
              value={values.code}
              onChange={handleChange}
              error={error('code')}
            />
            <SelectInput
              id="category-parent"
              name="parentId"
              label={t('catalogue.parent')}
              placeholder={t('catalogue.topLevel')}
              value={values.parentId ?? ''}
              error={error('parentId')}
              options={parents.map((c) => ({
                value: String(c.id),
                label: `${'\u2003'.repeat(c.level - 1)}${locale === 'np' ? c.nameNe : c.nameEn}`,
              }))}
              onChange={(e) =>
                setFieldValue('parentId', e.target.value ? Number(e.target.value) : null)
              }
            />
            <SelectInput
              id="category-unit"
              name="defaultUnit"
              label={t('services.field.unit')}
              value={values.defaultUnit}
              options={enumOptions(intl, 'unit', UNITS)}
              onChange={handleChange}
            />
            <SelectInput
              id="category-kind"
              name="recordKind"
              label={t('catalogue.recordKind')}
              value={values.recordKind}
              options={enumOptions(intl, 'recordKind', RECORD_KINDS)}
              onChange={handleChange}
            />
            <TextInput
              id="category-order"
              name="sortOrder"
              type="number"
              label={t('catalogue.sortOrder')}
              value={values.sortOrder}
              onChange={(e) => setFieldValue('sortOrder', Number(e.target.value))}
            />
            <TextInput
              id="category-from"
              name="activeFromFy"
              type="number"
              label={t('catalogue.activeFromFy')}
              value={values.activeFromFy}
              onChange={(e) => setFieldValue('activeFromFy', Number(e.target.value))}
            />
            <CategoryChoices attributes={attributes} />
            <div className="flex justify-end sm:col-span-2">
              <Button type="submit" busy={isSubmitting}>
                <FormattedMessage id="common.save" />
              </Button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
