import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { Alert } from '@/client/components/alert';
import { Button } from '@/client/components/button';
import { ErrorSummary } from '@/client/components/error-summary';
import { TextInput } from '@/client/components/text-input';
import { changePassword } from '@/client/features/auth/api/auth-requests';
import { ApiError } from '@/client/lib/api-client';
import { PASSWORD_MIN_LENGTH, checkPassword } from '@/shared/password-policy';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

function schemaFor(username: string) {
  return yup.object({
    currentPassword: yup.string().required('field.required'),
    newPassword: yup
      .string()
      .required('field.required')
      .test('policy', 'field.password', function policy(value) {
        const problem = value
          ? checkPassword(value, { username, currentPassword: this.parent.currentPassword })
          : undefined;
        return problem ? this.createError({ message: `field.${problem}` }) : true;
      }),
    confirmPassword: yup
      .string()
      .required('field.required')
      .oneOf([yup.ref('newPassword')], 'field.passwordMismatch'),
  });
}

/** The server names the current password with `invalidValue` when it is wrong. */
const messageIdOf = (field: string, code: string) =>
  field === 'currentPassword' && code === 'invalidValue'
    ? 'field.wrongCurrentPassword'
    : `field.${code}`;

export interface ChangePasswordFormProps {
  username: string;
  /** Called after the server accepted the new password. */
  onChanged?: () => void;
  /** The bearer: the group token for a group account; the stored session otherwise. */
  token?: string;
  idPrefix?: string;
}

/** Current, new and repeated password; the same policy as the server, whose answer wins. */
export function ChangePasswordForm({
  username,
  token,
  idPrefix = '',
  onChanged,
}: ChangePasswordFormProps) {
  const intl = useIntl();
  // The messages format it in the page's digits (`{min, number}`): ८ on a Nepali page.
  const min = PASSWORD_MIN_LENGTH;
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setDone(false);
    setFailed(false);
    try {
      await changePassword(
        { currentPassword: values.currentPassword, newPassword: values.newPassword },
        token,
      );
      helpers.resetForm();
      setDone(true);
      onChanged?.();
    } catch (error) {
      const fields =
        error instanceof Error && error.cause instanceof ApiError ? error.cause.fields : [];
      for (const { field, code } of fields) helpers.setFieldError(field, messageIdOf(field, code));
      if (fields.length === 0) setFailed(true);
    }
  };

  return (
    <>
      {done && (
        <div className="mb-4">
          <Alert tone="success">
            <FormattedMessage id="password.changed" />
          </Alert>
        </div>
      )}
      {failed && (
        <div className="mb-4">
          <Alert tone="error">
            <FormattedMessage id="error.internal.message" />
          </Alert>
        </div>
      )}
      <Formik<Values>
        initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
        validationSchema={schemaFor(username)}
        onSubmit={submit}
      >
        {({ getFieldProps, errors, touched, isSubmitting, submitCount }) => (
          <Form noValidate className="flex flex-col gap-4">
            <ErrorSummary
              errors={errors}
              submitCount={submitCount}
              messageValues={{ newPassword: { min: String(min) } }}
            />
            {FIELDS.map((name) => (
              <TextInput
                key={name}
                id={`${idPrefix}${name}`}
                type="password"
                required
                autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
                label={<FormattedMessage id={`password.${name}`} />}
                error={
                  touched[name] && errors[name]
                    ? intl.formatMessage({ id: errors[name] }, { min })
                    : undefined
                }
                {...getFieldProps(name)}
              />
            ))}
            <Button type="submit" busy={isSubmitting}>
              <FormattedMessage id="password.submit" />
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
