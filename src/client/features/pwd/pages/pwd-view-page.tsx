import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/client/components/alert';
import { Button } from '@/client/components/button';
import { LoadingState } from '@/client/components/loading-state';
import { PageHeader } from '@/client/components/page-header';
import { ReasonDialog } from '@/client/components/reason-dialog';
import { RecordHistory } from '@/client/components/record-history';
import { useVersionedEdit } from '@/client/components/use-versioned-edit';
import { findDuplicates } from '@/client/features/pwd/api/find-duplicates';
import { pwdRecords } from '@/client/features/pwd/api/pwd-records';
import { DuplicateCandidateNotice } from '@/client/features/pwd/components/duplicate-candidate';
import { PersonServices } from '@/client/features/pwd/components/person-services';
import { PwdDetails } from '@/client/features/pwd/components/pwd-details';
import { PwdForm } from '@/client/features/pwd/components/pwd-form/pwd-form';
import { type PwdInput, pwdValuesOf } from '@/client/features/pwd/components/pwd-form/values';
import { PWD_FIELDS } from '@/client/features/pwd/pwd-fields';
import { apiErrorMessageId } from '@/client/lib/api-client';
import { focusResult } from '@/client/lib/focus';
import { formatDateTime } from '@/client/lib/format';
import type { PageProps } from '@/client/lib/page-props';
import { useFieldText } from '@/client/lib/records/field-text';
import { useSession } from '@/client/lib/session';
import { useLocale } from '@/client/lib/use-locale';
import { useSearchParams } from '@/client/lib/use-search-params';
import type { Schemas } from '@/shared/api/types';
import { profileUpdateOf } from '@/shared/pwd/profile-input';
import { isAdmin } from '@/shared/roles';

type Profile = Schemas['Profile'];

/** One person: to read, print, edit from the version read (conflicts shown, never overwritten unasked), delete and restore, with the history. */
export default function PwdViewPage({ params }: PageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const session = useSession();
  const text = useFieldText(PWD_FIELDS);
  const t = (id: string) => intl.formatMessage({ id });
  const [search, setSearch] = useSearchParams();
  const profile = pwdRecords.useRecord(params.id);
  const update = pwdRecords.useUpdate();
  const remove = pwdRecords.useDelete();
  const restore = pwdRecords.useRestore();
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const stopEditing = () => {
    edit.stop();
    setSearch({ edit: undefined, saved: undefined });
    // The form and its buttons go: the focus returns to the person's name over the saved profile.
    requestAnimationFrame(() => focusResult(document.querySelector('main h1')));
  };
  const edit = useVersionedEdit<Profile, PwdInput>({
    current: profile.data,
    inputOf: (record) => {
      const { version: _version, ...input } = profileUpdateOf(record);
      return input;
    },
    comparable: (record) => profileUpdateOf(record) as unknown as Record<string, unknown>,
    fetchLatest: pwdRecords.fetchRecord,
    submit: (body, version) => update.mutateAsync({ id: params.id, body: { ...body, version } }),
    onSaved: stopEditing,
  });

  if (profile.isLoading)
    return (
      <article>
        <PageHeader title={t('page.pwdProfileView')} />
        <LoadingState lines={8} />
      </article>
    );
  if (!profile.data)
    return (
      <Alert tone="error">
        <FormattedMessage id={apiErrorMessageId(profile.error)} />
      </Alert>
    );
  const current = profile.data;
  const editing = search.get('edit') === '1' && !current.deletedAt;
  const base = edit.base ?? current;
  const label = (field: string) => t(`pwd.field.${field}`);

  return (
    <article className="print:text-black">
      <PageHeader
        title={`${current.nameNe}${current.nameEn ? ` (${current.nameEn})` : ''}`}
        description={`${t('pwd.field.registrationNo')}: ${current.registrationNo}`}
        actions={
          !editing && (
            <div className="flex flex-wrap gap-2 print:hidden">
              {!current.deletedAt && (
                <Button
                  onClick={() => {
                    edit.begin(current);
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
      {search.get('saved') === '1' && (
        <div className="mb-4 print:hidden">
          <Alert tone="success">
            <FormattedMessage id="pwd.saved" values={{ registrationNo: current.registrationNo }} />
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
      {current.duplicateCandidate && <DuplicateCandidateNotice />}
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
          <PwdForm
            key={edit.formKey}
            initial={pwdValuesOf(base)}
            submitLabel={t('pwd.saveChanges')}
            onRefused={edit.onRefused}
            periodLock={current.periodLock}
            findDuplicates={(body) => findDuplicates(body, current._id)}
            onSave={(body) => edit.save(body)}
          />
        </>
      ) : (
        <PwdDetails profile={current} />
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
        <RecordHistory records={pwdRecords} id={current._id} fieldLabel={label} valueText={text} />
      </div>
      {edit.conflictDialog({
        fieldLabel: label,
        valueText: text,
        onFailure: (e) => setFailure(apiErrorMessageId(e)),
      })}
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
