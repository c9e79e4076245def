import { Form, Formik, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { Button } from '@/client/components/button';
import { ErrorSummary } from '@/client/components/error-summary';
import { SelectInput } from '@/client/components/select-input';
import { TextInput } from '@/client/components/text-input';
import { ApiError, apiErrorMessageId } from '@/client/lib/api-client';
import type { Schemas } from '@/shared/api/types';
import { ROLES } from '@/shared/roles';
import { canManageRole, placeFieldFor } from '@/shared/user-rules';
import { type AssignedPlace, PlaceAssigner } from './place-assigner';

export interface UserFormValues {
  username: string;
  fullname: string;
  role: string;
  places: AssignedPlace[];
  phone: string;
  email: string;
  /** The programme batch (cohort); batches themselves come with the programme screens. */
  batch: string;
}

const LEVEL = { provinceIds: 'province', districtIds: 'district', palikaIds: 'palika' } as const;

const schema = yup.object({
  username: yup
    .string()
    .required('field.required')
    .min(3, 'field.tooShort')
    .matches(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'field.invalidFormat'),
  fullname: yup.string().trim().required('field.required'),
  role: yup.string().required('field.required'),
  places: yup.array().test('fits', 'field.required', function fits(places) {
    return placeFieldFor(this.parent.role) === null || (places?.length ?? 0) > 0;
  }),
  phone: yup.string().matches(/^[0-9+ -]*$/, 'field.invalidFormat'),
  email: yup.string().email('field.invalidFormat'),
  batch: yup.string().max(60, 'field.tooLong'),
});

export function valuesOf(
  user: Schemas['UserDetail'] | undefined,
  locale: 'en' | 'np',
): UserFormValues {
  return {
    username: user?.username ?? '',
    fullname: user?.fullname ?? '',
    role: user?.role ?? '',
    places: (user?.places ?? []).map((p) => ({
      id: p._id,
      name: locale === 'np' ? p.nameNe : p.name,
    })),
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    batch: user?.batch ?? '',
  };
}

export interface UserFormProps {
  initial: UserFormValues;
  editing: boolean;
  managerRole: string;
  onSubmit: (values: UserFormValues) => Promise<void>;
}

/** Name, username, role and the places that role is assigned; the server's answer wins, field by field. */
export function UserForm({ initial, editing, managerRole, onSubmit }: UserFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const roles = ROLES.filter((role) => role !== 'GROUP' && canManageRole(managerRole, role));
  const submit = async (values: UserFormValues, helpers: FormikHelpers<UserFormValues>) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : [];
      for (const { field, code } of fields)
        helpers.setFieldError(field in LEVEL ? 'places' : field, `field.${code}`);
      if (!fields.length) helpers.setStatus(apiErrorMessageId(error));
    }
  };
  return (
    <Formik<UserFormValues>
      initialValues={initial}
      validationSchema={schema}
      onSubmit={submit}
      enableReinitialize
    >
      {({
        values,
        errors,
        touched,
        getFieldProps,
        setFieldValue,
        isSubmitting,
        status,
        submitCount,
      }) => {
        const field = placeFieldFor(values.role);
        const error = (name: keyof UserFormValues) =>
          (touched[name] || status) && errors[name] ? t(String(errors[name])) : undefined;
        return (
          <Form noValidate className="flex flex-col gap-4">
            <ErrorSummary errors={errors} submitCount={submitCount} />
            {status && (
              <p role="alert" className="text-sm text-red-700">
                {t(status)}
              </p>
            )}
            <TextInput
              id="user-form-fullname"
              label={t('users.fullname')}
              required
              error={error('fullname')}
              {...getFieldProps('fullname')}
            />
            <TextInput
              id="user-form-username"
              label={t('users.username')}
              required
              disabled={editing}
              autoCapitalize="none"
              error={error('username')}
              {...getFieldProps('username')}
            />
            <SelectInput
              id="user-form-role"
              label={t('users.role')}
              required
              placeholder={t('users.chooseRole')}
              options={roles.map((role) => ({ value: role, label: t(`role.${role}`) }))}
              error={error('role')}
              {...getFieldProps('role')}
              onChange={(e) => {
                void setFieldValue('role', e.target.value);
                void setFieldValue('places', []);
              }}
            />
            {field && (
              <PlaceAssigner
                name="places"
                level={LEVEL[field]}
                places={values.places}
                onChange={(places) => setFieldValue('places', places)}
                error={error('places')}
              />
            )}
            <TextInput
              id="user-form-phone"
              type="tel"
              label={t('users.phone')}
              error={error('phone')}
              {...getFieldProps('phone')}
            />
            <TextInput
              id="user-form-email"
              type="email"
              label={t('users.email')}
              error={error('email')}
              {...getFieldProps('email')}
            />
            <TextInput
              id="user-form-batch"
              label={t('users.batch')}
              hint={t('users.batch.hint')}
              error={error('batch')}
              {...getFieldProps('batch')}
            />
            <Button type="submit" busy={isSubmitting}>
              {t(editing ? 'common.save' : 'users.create')}
            </Button>
          </Form>
        );
      }}
    </Formik>
  );
}
