import { useMutation } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import * as yup from 'yup';
import { Alert } from '@/client/components/alert';
import { Button } from '@/client/components/button';
import { ErrorSummary } from '@/client/components/error-summary';
import { TextInput } from '@/client/components/text-input';
import { login } from '@/client/features/auth/api/auth-requests';
import { type FailureReason, failureReason } from '@/client/features/auth/api/failure-reason';
import { GroupMemberModal } from '@/client/features/auth/components/group-member-modal';
import { useGroupLogin, useStartSession } from '@/client/lib/session';
import { useLocale } from '@/client/lib/use-locale';
import { pathFor } from '@/shared/routes';

const schema = yup.object({
  username: yup.string().trim().required('field.required'),
  password: yup.string().required('field.required'),
});

/** Sign in: a person's own account goes to the dashboard; a group account chooses a member first. */
export default function SignInPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const startSession = useStartSession();
  const { group, start: startGroup, forget: forgetGroup } = useGroupLogin();
  const [failure, setFailure] = useState<FailureReason>();
  const mutation = useMutation({ mutationFn: login });

  const submit = async (values: yup.InferType<typeof schema>) => {
    setFailure(undefined);
    try {
      const { checkUser, token, memberData } = await mutation.mutateAsync(values);
      if (checkUser.userType === 'GROUP') {
        startGroup({ token, name: checkUser.username, members: memberData ?? [] });
        return;
      }
      startSession({ token, user: checkUser });
      navigate(pathFor('dashboard', locale), { replace: true });
    } catch (error) {
      setFailure(failureReason(error));
    }
  };

  return (
    <div className="w-full max-w-sm rounded border border-gray-200 bg-white p-6 shadow-sm">
      <h1 className="mb-1 text-2xl font-semibold text-secondary">
        <FormattedMessage id="signIn.heading" />
      </h1>
      <p className="mb-6 text-sm text-gray-700">
        <FormattedMessage id="signIn.intro" />
      </p>
      {failure && (
        <div className="mb-4">
          <Alert tone="error">
            <FormattedMessage id={`signIn.failure.${failure}`} />
          </Alert>
        </div>
      )}
      <Formik
        initialValues={{ username: '', password: '' }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ getFieldProps, errors, touched, isSubmitting, submitCount }) => (
          <Form noValidate className="flex flex-col gap-4">
            <ErrorSummary errors={errors} submitCount={submitCount} />
            <TextInput
              id="username"
              label={<FormattedMessage id="signIn.username" />}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              error={
                touched.username && errors.username
                  ? intl.formatMessage({ id: errors.username })
                  : undefined
              }
              {...getFieldProps('username')}
            />
            <TextInput
              id="password"
              type="password"
              label={<FormattedMessage id="signIn.password" />}
              autoComplete="current-password"
              required
              error={
                touched.password && errors.password
                  ? intl.formatMessage({ id: errors.password })
                  : undefined
              }
              {...getFieldProps('password')}
            />
            <Button type="submit" busy={isSubmitting}>
              <FormattedMessage id="signIn.submit" />
            </Button>
          </Form>
        )}
      </Formik>
      {group && (
        <GroupMemberModal
          groupToken={group.token}
          groupName={group.name}
          members={group.members}
          onClose={forgetGroup}
          onSignedIn={(session) => {
            startSession(session);
            navigate(pathFor('dashboard', locale), { replace: true });
          }}
        />
      )}
    </div>
  );
}
