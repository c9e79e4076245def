import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH, checkPassword } from '@/shared/password-policy';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PageHeader } from '../../../components/page-header';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { changePassword } from '../api/auth-requests';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };

function schemaFor(username: string) {
  return yup.object({
    currentPassword: yup.string().required('field.required'),
    newPassword: yup
      .string()
      .required('field.required')
      .test('policy', 'field.password', function policy(value) {
        const problem = value ? checkPassword(value, { username, currentPassword: this.parent.currentPassword }) : undefined;
        return problem ? this.createError({ message: `field.${problem}` }) : true;
      }),
    confirmPassword: yup.string().required('field.required').oneOf([yup.ref('newPassword')], 'field.passwordMismatch'),
  });
}

/** Change one's own password; every other session of the account ends. The server checks the same policy. */
export default function ChangePasswordPage() {
  const intl = useIntl();
  const session = useSession();
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);
  const t = (id?: string) => (id ? intl.formatMessage({ id }, { min: PASSWORD_MIN_LENGTH }) : undefined);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setDone(false);
    setFailed(false);
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      helpers.resetForm();
      setDone(true);
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof ApiError ? error.cause : undefined;
      if (cause?.fields.length) {
        for (const field of cause.fields) helpers.setFieldError(field.field, `field.${field.code === 'invalidValue' && field.field === 'currentPassword' ? 'wrongCurrentPassword' : field.code}`);
      } else setFailed(true);
    }
  };

  return (
    <div className="max-w-md">
      <PageHeader title={<FormattedMessage id="route.changePassword" />} description={<FormattedMessage id="password.help" values={{ min: PASSWORD_MIN_LENGTH }} />} />
      {done && <div className="mb-4"><Alert tone="success"><FormattedMessage id="password.changed" /></Alert></div>}
      {failed && <div className="mb-4"><Alert tone="error"><FormattedMessage id="error.internal.message" /></Alert></div>}
      <Formik<Values> initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }} validationSchema={schemaFor(session?.user.username ?? '')} onSubmit={submit}>
        {({ getFieldProps, errors, touched, isSubmitting }) => (
          <Form noValidate className="flex flex-col gap-4">
            {(['currentPassword', 'newPassword', 'confirmPassword'] as const).map((name) => (
              <TextInput
                key={name}
                id={name}
                type="password"
                required
                autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
                label={<FormattedMessage id={`password.${name}`} />}
                error={touched[name] ? t(errors[name]) : undefined}
                {...getFieldProps(name)}
              />
            ))}
            <Button type="submit" busy={isSubmitting}><FormattedMessage id="password.submit" /></Button>
          </Form>
        )}
      </Formik>
    </div>
  );
}
