import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Alert } from '@/client/components/alert';
import { Button } from '@/client/components/button';
import { ErrorSummary } from '@/client/components/error-summary';
import { TextInput } from '@/client/components/text-input';
import { login } from '@/client/features/auth/api/auth-requests';
import { type FailureReason, failureReason } from '@/client/features/auth/api/failure-reason';
import type { PageProps } from '@/client/lib/page-props';
import { forgetSignInDrawnAhead, signInDrawnAhead } from '@/client/lib/sign-in-ahead';
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
 * `drawnAhead`: drawn into the page's HTML at build time, where its button waits for the form's
 * small script (decision 0055); the app's form then starts from what was typed and sent there.
 */
export default function SignInPage({
  drawnAhead = false,
}: Partial<PageProps> & { drawnAhead?: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const { group, startSession, startGroup, forgetGroup } = useSignInSession();
  const [ahead] = useState(signInDrawnAhead);
  const [failure, setFailure] = useState<FailureReason>();
  const [values, setValues] = useState<Credentials>(
    () => ahead?.values ?? { username: '', password: '' },
  );
  const [touched, setTouched] = useState<Partial<Record<keyof Credentials, boolean>>>(() =>
    ahead?.attempted ? { username: true, password: true } : {},
  );
  const [submitCount, setSubmitCount] = useState(ahead?.attempted && !ahead.answer ? 1 : 0);
  const [busy, setBusy] = useState(Boolean(ahead?.answer));
  const errors = errorsOf(values);

  // The sign-in request leaves first: the code it lands on, asked beside it, must not queue it
  // behind a browser's few connections to the server.
  const send = (credentials: Credentials, sent?: Promise<Response>) => {
    const answer = login(credentials, sent);
    signingIn();
    return answer;
  };

  const land = ({ checkUser, token, memberData }: Awaited<ReturnType<typeof login>>) => {
    if (checkUser.userType === 'GROUP') {
      startGroup({ token, name: checkUser.username, members: memberData ?? [] });
      return;
    }
    startSession({ token, user: checkUser });
    navigate(pathFor('dashboard', locale), { replace: true });
  };

  const finish = (answer: ReturnType<typeof login>) =>
    answer
      .then(land, (error: unknown) => setFailure(failureReason(error)))
      .finally(() => setBusy(false));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitCount((count) => count + 1);
    setTouched({ username: true, password: true });
    if (Object.keys(errors).length > 0) return;
    setFailure(undefined);
    setBusy(true);
    void finish(send({ username: values.username.trim(), password: values.password }));
  };

  // The form drawn in the HTML, replaced by this one: the focus goes back where it was, and its
  // request is read as ours.
  const form = useRef<HTMLFormElement>(null);
  const tookAhead = useRef(false);
  useEffect(() => {
    if (!ahead || tookAhead.current) return;
    tookAhead.current = true;
    forgetSignInDrawnAhead();
    // An empty press: the error summary takes the focus, as after the app's own form's press.
    const focus = ahead.attempted && !ahead.answer ? undefined : ahead.focus;
    const control = focus?.button
      ? form.current?.querySelector<HTMLButtonElement>('button[type="submit"]')
      : focus?.id && document.getElementById(focus.id);
    if (control) {
      control.focus();
      if (control instanceof HTMLInputElement && focus?.start != null)
        control.setSelectionRange(focus.start, focus.end);
    }
    // Busy from the first drawing; the answer read as this form's own.
    if (ahead.answer)
      void finish(
        send(
          { username: ahead.values.username.trim(), password: ahead.values.password },
          ahead.answer,
        ),
      );
    // Once, for the form the app replaced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
      <form
        ref={form}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={submit}
        data-drawn-ahead={drawnAhead || undefined}
      >
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
        <Button type="submit" busy={busy} disabled={drawnAhead || undefined}>
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
