import { Form, Formik, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { Button } from '@/client/components/button';
import { ErrorSummary } from '@/client/components/error-summary';
import { TextInput } from '@/client/components/text-input';
import { ApiError } from '@/client/lib/api-client';
import { type AssignedPlace, PlaceAssigner } from './place-assigner';

export interface GroupFormValues {
  name: string;
  username: string;
  palika: AssignedPlace[];
}

const schema = yup.object({
  name: yup.string().trim().required('field.required'),
  username: yup
    .string()
    .required('field.required')
    .min(3, 'field.tooShort')
    .matches(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'field.invalidFormat'),
  palika: yup.array().min(1, 'field.required').max(1, 'field.tooLong'),
});

/** A group account: its name, the username its members share, and its one palika. */
export function GroupForm({ onSubmit }: { onSubmit: (values: GroupFormValues) => Promise<void> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const submit = async (values: GroupFormValues, helpers: FormikHelpers<GroupFormValues>) => {
    try {
      await onSubmit(values);
    } catch (error) {
      for (const { field, code } of error instanceof ApiError ? error.fields : [])
        helpers.setFieldError(field === 'palikaId' ? 'palika' : field, `field.${code}`);
    }
  };
  return (
    <Formik<GroupFormValues>
      initialValues={{ name: '', username: '', palika: [] }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ values, errors, touched, getFieldProps, setFieldValue, isSubmitting, submitCount }) => (
        <Form noValidate className="flex flex-col gap-4">
          <ErrorSummary errors={errors} submitCount={submitCount} />
          <TextInput
            id="group-form-name"
            label={t('groups.name')}
            required
            error={touched.name && errors.name ? t(errors.name) : undefined}
            {...getFieldProps('name')}
          />
          <TextInput
            id="group-form-username"
            label={t('users.username')}
            required
            autoCapitalize="none"
            error={touched.username && errors.username ? t(errors.username) : undefined}
            {...getFieldProps('username')}
          />
          <PlaceAssigner
            name="palika"
            level="palika"
            places={values.palika}
            onChange={(places) => setFieldValue('palika', places.slice(-1))}
            error={errors.palika ? t(String(errors.palika)) : undefined}
          />
          <Button type="submit" busy={isSubmitting}>
            {t('groups.create')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
