import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PageProps } from '@/client/app/pages';
import { Alert } from '@/client/components/alert';
import { AuditTrail } from '@/client/components/audit-trail';
import { Button } from '@/client/components/button';
import { ConflictDialog } from '@/client/components/conflict-dialog';
import { LoadingState } from '@/client/components/loading-state';
import { PageHeader } from '@/client/components/page-header';
import { ReasonDialog } from '@/client/components/reason-dialog';
import {
  findDuplicates,
  useDeleteProfile,
  useRestoreProfile,
  useUpdateProfile,
} from '@/client/features/pwd/api/profile-mutations';
import { useProfile, useProfileHistory } from '@/client/features/pwd/api/profile-queries';
import { PersonServices } from '@/client/features/pwd/components/person-services';
import { ProfileDetails, useFieldText } from '@/client/features/pwd/components/profile-details';
import { ProfileForm } from '@/client/features/pwd/components/profile-form/profile-form';
import {
  type ProfileInput,
  profileValuesOf,
} from '@/client/features/pwd/components/profile-form/values';
import { ApiError, apiErrorMessageId, apiGet } from '@/client/lib/api-client';
import { formatDateTime, formatDigits } from '@/client/lib/format';
import { useSession } from '@/client/lib/session';
import { useLocale } from '@/client/lib/use-locale';
import { useSearchParams } from '@/client/lib/use-search-params';
import type { Schemas } from '@/shared/api/types';
import { todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { profileUpdateOf } from '@/shared/pwd/profile-input';
import { isAdmin } from '@/shared/roles';

type Profile = Schemas['Profile'];

/** The current version with only the fields this user changed applied on top: other people's changes to other fields stay. */
function mergedEdit(started: ProfileInput, mine: ProfileInput, latest: Profile): ProfileInput {
  const result = { ...profileUpdateOf(latest) } as Record<string, unknown>;
  delete result.version;
  for (const [key, value] of Object.entries(mine)) {
    if (
      JSON.stringify(value ?? null) !==
      JSON.stringify((started as Record<string, unknown>)[key] ?? null)
    )
      result[key] = value;
  }
  return result as ProfileInput;
}

/** One person: to read, print, edit from the version read (conflicts shown, never overwritten unasked), delete and restore, with the history. */
export default function ProfileViewPage({ params }: PageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const session = useSession();
  const text = useFieldText();
  const t = (id: string) => intl.formatMessage({ id });
  const [search, setSearch] = useSearchParams();
  const profile = useProfile(params.id);
  const history = useProfileHistory(params.id);
  const update = useUpdateProfile();
  const remove = useDeleteProfile();
  const restore = useRestoreProfile();
  const [started, setStarted] = useState<Profile>();
  const [formKey, setFormKey] = useState(0);
  const [conflict, setConflict] = useState<Profile>();
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const lastBody = useRef<ProfileInput>(undefined);

  if (profile.isLoading) return <LoadingState lines={8} />;
  if (!profile.data)
    return (
      <Alert tone="error">
        <FormattedMessage id={apiErrorMessageId(profile.error)} />
      </Alert>
    );
  const current = profile.data;
  const editing = search.get('edit') === '1' && !current.deletedAt;
  const base = started ?? current;
  const label = (field: string) => t(`pwd.field.${field}`);
  const stopEditing = () => {
    setStarted(undefined);
    setSearch({ edit: undefined, saved: undefined });
  };
  const save = async (body: ProfileInput, version: number) => {
    lastBody.current = body;
    await update.mutateAsync({ id: current._id, body: { ...body, version } });
    stopEditing();
  };
  const onRefused = (error: unknown) => {
    if (!(error instanceof ApiError && error.status === 409)) return false;
    void apiGet('/api/pwd/profiles/{id}', { params: { path: { id: current._id } } }).then(
      setConflict,
    );
    return true;
  };

  return (
    <article className="print:text-black">
      <PageHeader
        title={`${current.nameNe}${current.nameEn ? ` (${current.nameEn})` : ''}`}
        description={`${t('pwd.field.registrationNo')}: ${formatDigits(current.registrationNo, locale)}`}
        actions={
          !editing && (
            <div className="flex flex-wrap gap-2 print:hidden">
              {!current.deletedAt && (
                <Button
                  onClick={() => {
                    setStarted(current);
                    setSearch({ edit: '1', saved: undefined });
                  }}
                >
                  <FormattedMessage id="pwd.edit" />
                </Button>
              )}
              <Button variant="outline" onClick={() => window.print()}>
                <FormattedMessage id="pwd.print" />
              </Button>
              {!current.deletedAt && (
                <Button variant="danger" onClick={() => setDeleting(true)}>
                  <FormattedMessage id="pwd.delete" />
                </Button>
              )}
              {current.deletedAt && isAdmin(session?.user.role) && (
                <Button
                  busy={restore.isPending}
                  onClick={() =>
                    restore.mutateAsync(current._id).catch((e) => setFailure(apiErrorMessageId(e)))
                  }
                >
                  <FormattedMessage id="pwd.restore" />
                </Button>
              )}
            </div>
          )
        }
      />
      <p className="mb-3 hidden text-sm print:block">
        <FormattedMessage
          id="pwd.printedOn"
          values={{ date: formatBsDate(toIsoDate(todayInNepal()), locale) }}
        />
      </p>
      {search.get('saved') === '1' && (
        <div className="mb-4 print:hidden">
          <Alert tone="success">
            <FormattedMessage
              id="pwd.saved"
              values={{ registrationNo: formatDigits(current.registrationNo, locale) }}
            />
          </Alert>
        </div>
      )}
      {current.deletedAt && (
        <div className="mb-4">
          <Alert tone="warning">
            <FormattedMessage id="pwd.deleted" values={{ reason: current.deleteReason ?? '—' }} />
          </Alert>
        </div>
      )}
      {failure && (
        <div className="mb-4">
          <Alert tone="error">
            <FormattedMessage id={failure} />
          </Alert>
        </div>
      )}
      {editing ? (
        <>
          <div className="mb-3 flex justify-end">
            <Button variant="outline" onClick={stopEditing}>
              <FormattedMessage id="pwd.cancelEdit" />
            </Button>
          </div>
          <ProfileForm
            key={`${formKey}-${base.version}`}
            initial={profileValuesOf(base)}
            submitLabel={t('pwd.saveChanges')}
            onRefused={onRefused}
            findDuplicates={(body) => findDuplicates(body, current._id)}
            onSave={(body) => save(body, base.version)}
          />
        </>
      ) : (
        <ProfileDetails profile={current} />
      )}
      {!editing && <PersonServices pwdId={current._id} canRecord={!current.deletedAt} />}
      <p className="mt-4 text-sm text-gray-700">
        <FormattedMessage
          id="pwd.meta"
          values={{
            createdBy: current.createdBy ?? '—',
            createdAt: formatDateTime(current.createdAt, locale),
            updatedBy: current.updatedBy ?? '—',
            updatedAt: formatDateTime(current.updatedAt, locale),
          }}
        />
      </p>
      <div className="print:hidden">
        <AuditTrail
          entries={history.data?.items}
          loading={history.isLoading}
          fieldLabel={label}
          valueText={text}
          briefActions={['create']}
        />
      </div>
      {conflict && (
        <ConflictDialog
          started={profileUpdateOf(base) as unknown as Record<string, unknown>}
          current={conflict as unknown as Record<string, unknown> & Profile}
          fieldLabel={label}
          valueText={text}
          onClose={() => setConflict(undefined)}
          onReload={() => {
            setStarted(conflict);
            setFormKey((k) => k + 1);
            setConflict(undefined);
          }}
          onOverwrite={async () => {
            const latest = conflict;
            setConflict(undefined);
            if (lastBody.current)
              await save(
                mergedEdit(profileUpdateOf(base), lastBody.current, latest),
                latest.version,
              ).catch((e) => setFailure(apiErrorMessageId(e)));
          }}
        />
      )}
      {deleting && (
        <ReasonDialog
          title={`${t('pwd.delete')}: ${current.nameNe}`}
          confirmLabel={t('pwd.delete')}
          onClose={() => setDeleting(false)}
          onConfirm={async (reason) => {
            await remove.mutateAsync({
              id: current._id,
              body: { reason, version: current.version },
            });
            setDeleting(false);
          }}
        />
      )}
    </article>
  );
}
