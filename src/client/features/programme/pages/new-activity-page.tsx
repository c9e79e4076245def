import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { Alert } from '@/client/components/alert';
import { EmptyState } from '@/client/components/empty-state';
import { PageHeader } from '@/client/components/page-header';
import { PageFailure, PageLoading } from '@/client/components/page-state';
import { useVersionedEdit } from '@/client/components/use-versioned-edit';
import { activityRecords } from '@/client/features/programme/api/activity-records';
import {
  ActivityForm,
  type ParentChoice,
} from '@/client/features/programme/components/activity-form/activity-form';
import {
  type ActivityInput,
  activityBodyOf,
  activityValuesOf,
  emptyActivityValues,
} from '@/client/features/programme/components/activity-form/values';
import type { Activity } from '@/client/features/programme/components/activity-tree-model';
import { apiErrorMessageId } from '@/client/lib/api-client';
import { catalogueQuery } from '@/client/lib/catalogue-query';
import { formatDigits } from '@/client/lib/format';
import { myScopeQuery } from '@/client/lib/geography-queries';
import type { PageProps } from '@/client/lib/page-props';
import { useUrlQuery } from '@/client/lib/records/use-url-query';
import { useLocale } from '@/client/lib/use-locale';
import { newId } from '@/client/lib/uuid';
import { currentFiscalYear, fiscalYearLabel } from '@/shared/fiscal-year';
import { hrefFor } from '@/shared/routes';

/** Those it may hang under: the palika's activities of the year but itself and those below it. */
function parentChoices(
  all: Activity[],
  self: string | undefined,
  locale: 'en' | 'np',
): ParentChoice[] {
  const below = new Set(self ? [self] : []);
  for (let grew = true; grew;) {
    grew = false;
    for (const a of all)
      if (a.parentId && below.has(a.parentId) && !below.has(a._id)) {
        below.add(a._id);
        grew = true;
      }
  }
  return all
    .filter((a) => !below.has(a._id) && a.level < 3)
    .map((a) => ({
      id: a._id,
      level: a.level,
      label: `${'— '.repeat(a.level - 1)}${a.code} ${locale === 'np' ? a.nameNe : (a.nameEn ?? a.nameNe)}`,
    }));
}

/** The page's own parameters besides the list's: the activity edited, or the parent of a new one. */
const PAGE_PARAMETERS = { id: { type: 'string' }, parentId: { type: 'string' } } as const;

/**
 * New Activity Entry: an activity or sub-activity of a palika's year (`?palikaId=&fiscalYear=`,
 * `&parentId=` under a chosen one), or one edited from the version read (`?id=`). A save goes back
 * to the hierarchy with the activity chosen.
 */
export default function NewActivityPage({ headingKey }: PageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const { query: url } = useUrlQuery('listActivities', PAGE_PARAMETERS);
  const editId = url.id;
  const editing = activityRecords.useRecord(editId);
  // From the menu, a palika's own user adds to their palika's running year.
  const scope = useQuery(myScopeQuery()).data;
  const own = scope?.palikaIds.length === 1 ? scope.palikaIds[0] : undefined;
  const palikaId = editing.data?.palikaId ?? (url.palikaId || (editId ? undefined : own));
  const fiscalYear =
    editing.data?.fiscalYear ?? (url.fiscalYear || (editId ? undefined : currentFiscalYear()));
  const siblings = activityRecords.useList(
    palikaId && fiscalYear ? { palikaId, fiscalYear, pageSize: 100 } : undefined,
  );
  const catalogue = useQuery(catalogueQuery());
  const [id] = useState(newId);
  const create = activityRecords.useCreate();
  const update = activityRecords.useUpdate();
  const [failure, setFailure] = useState<string>();
  const back = (saved: Activity) =>
    navigate(
      hrefFor(
        'activityHierarchy',
        locale,
        {},
        { palikaId: saved.palikaId, fiscalYear: saved.fiscalYear, saved: saved._id },
      ),
    );
  const edit = useVersionedEdit<Activity, ActivityInput>({
    current: editing.data,
    inputOf: (record) => activityBodyOf(activityValuesOf(record)),
    fetchLatest: activityRecords.fetchRecord,
    submit: async (body, version) =>
      back(await update.mutateAsync({ id: editId!, body: { ...body, version } })),
  });
  const t = (key: string) => intl.formatMessage({ id: key });
  const title = t(editId ? 'activity.editTitle' : headingKey);
  const loading = (editId && editing.isLoading) || (palikaId && siblings.isLoading);
  if (loading) return <PageLoading title={title} />;
  if (editId && !editing.data) return <PageFailure title={title} error={editing.error} />;
  if (!palikaId)
    return (
      <>
        <PageHeader title={title} />
        <EmptyState
          title={t('activity.new.noPalika.title')}
          message={t('activity.new.noPalika.message')}
          action={
            <Link className="text-primary underline" href={hrefFor('activityHierarchy', locale)}>
              <FormattedMessage id="page.activityHierarchy" />
            </Link>
          }
        />
      </>
    );
  if (!fiscalYear) return null;
  const parents = parentChoices(siblings.data?.items ?? [], editId, locale);
  const categories = (catalogue.data?.categories ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.code} ${locale === 'np' ? c.nameNe : c.nameEn}`,
  }));
  const choices = {
    templates: (catalogue.data?.templates ?? []).filter(
      (x) => x.activeFromFy <= fiscalYear && (x.activeToFy ?? 9999) >= fiscalYear,
    ),
    attributes: (catalogue.data?.attributes ?? []).filter(
      (a) => a.appliesTo.includes('palika_activity') && (a.activeToFy ?? 9999) >= fiscalYear,
    ),
  };
  const year = formatDigits(fiscalYearLabel(fiscalYear), locale);
  return (
    <>
      <PageHeader
        title={edit.base ? `${title}: ${edit.base.code}` : title}
        description={intl.formatMessage({ id: 'activity.new.help' }, { year })}
      />
      {failure && (
        <div className="mb-4">
          <Alert tone="error">
            <FormattedMessage id={failure} />
          </Alert>
        </div>
      )}
      {edit.base ? (
        <ActivityForm
          key={edit.formKey}
          initial={activityValuesOf(edit.base)}
          parents={parents}
          categories={categories}
          choices={choices}
          submitLabel={t('activity.saveChanges')}
          onRefused={edit.onRefused}
          periodLock={edit.base.periodLock}
          onSave={(body) => edit.save(body)}
        />
      ) : (
        <ActivityForm
          initial={emptyActivityValues(palikaId, fiscalYear, url.parentId ?? '')}
          parents={parents}
          categories={categories}
          choices={choices}
          submitLabel={t('activity.create')}
          onSave={async (body) => back(await create.mutateAsync({ ...body, _id: id }))}
        />
      )}
      {edit.conflictDialog({
        fieldLabel: (field) =>
          intl.formatMessage({ id: `activity.field.${field}`, defaultMessage: field }),
        valueText: (_field, value) => String(value ?? '—'),
        onFailure: (e) => setFailure(apiErrorMessageId(e)),
      })}
    </>
  );
}
