import { type FormEvent, lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Alert } from '@/client/components/alert';
import { Button } from '@/client/components/button';
import { ErrorSummary } from '@/client/components/error-summary';
import { TextInput } from '@/client/components/text-input';
import { login } from '@/client/features/auth/api/auth-requests';
import { type FailureReason, failureReason } from '@/client/features/auth/api/failure-reason';
import { useSignInSession } from '@/client/lib/sign-in-session';
import { signingIn } from '@/client/lib/signing-in';
import { useLocale } from '@/client/lib/use-locale';
import { pathFor } from '@/shared/routes';

// Only a group account needs the member modal: its code comes when a group signs in.
const GroupMemberModal = lazy(() =>
  import('@/client/features/auth/components/group-member-modal').then((module) => ({
    default: module.GroupMemberModal,
  })),
);

type Credentials = { username: string; password: string };
type Errors = Partial<Record<keyof Credentials, string>>;

/** Both fields are needed; the name without its spaces. Message ids, as every form's errors. */
function errorsOf({ username, password }: Credentials): Errors {
  const errors: Errors = {};
  if (!username.trim()) errors.username = 'field.required';
  if (!password) errors.password = 'field.required';
  return errors;
}

/**
 * Sign in: a person's own account goes to the dashboard; a group account chooses a member first.
 * A plain form (no form library): the sign-in page is the first screen on a slow phone, and its
 * code is part of the app's first script (docs/decisions/0041-a-lean-sign-in-entry.md), drawn
 * without the app's stores: the session goes to storage, where the app finds it (decision 0047).
 */
export default function SignInPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const { group, startSession, startGroup, forgetGroup } = useSignInSession();
  const [failure, setFailure] = useState<FailureReason>();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof Credentials, boolean>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [busy, setBusy] = useState(false);
  const errors = errorsOf(values);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitCount((count) => count + 1);
    setTouched({ username: true, password: true });
    if (Object.keys(errors).length > 0) return;
    setFailure(undefined);
    setBusy(true);
    // The sign-in request leaves first: the code it lands on, asked beside it, must not queue it
    // behind a browser's few connections to the server.
    const answer = login({ username: values.username.trim(), password: values.password });
    signingIn();
    try {
      const { checkUser, token, memberData } = await answer;
      if (checkUser.userType === 'GROUP') {
        startGroup({ token, name: checkUser.username, members: memberData ?? [] });
        return;
      }
      startSession({ token, user: checkUser });
      navigate(pathFor('dashboard', locale), { replace: true });
    } catch (error) {
      setFailure(failureReason(error));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof Credentials) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: touched[name] && errors[name] ? intl.formatMessage({ id: errors[name] }) : undefined,
  });

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
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        <ErrorSummary errors={errors} submitCount={submitCount} />
        <TextInput
          id="username"
          label={<FormattedMessage id="signIn.username" />}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...field('username')}
        />
        <TextInput
          id="password"
          type="password"
          label={<FormattedMessage id="signIn.password" />}
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <Button type="submit" busy={busy}>
          <FormattedMessage id="signIn.submit" />
        </Button>
      </form>
      {group && (
        <Suspense>
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
        </Suspense>
      )}
    </div>
  );
}
