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
import { valueRecords } from '@/client/features/programme/api/value-records';
import { treeOf, visibleNodes } from '@/client/features/programme/components/activity-tree-model';
import {
  ValueEntryChooser,
  ValuesReadOnly,
  defaultDate,
} from '@/client/features/programme/components/value-entry-chooser';
import { ValueForm } from '@/client/features/programme/components/value-form/value-form';
import {
  type ValueInput,
  emptyValueValues,
  valueBodyOf,
  valueValuesOf,
} from '@/client/features/programme/components/value-form/values';
import { ValueGridSection } from '@/client/features/programme/components/value-grid/value-grid-section';
import { apiErrorMessageId } from '@/client/lib/api-client';
import { catalogueQuery } from '@/client/lib/catalogue-query';
import { myScopeQuery, wardsQuery } from '@/client/lib/geography-queries';
import type { PageProps } from '@/client/lib/page-props';
import { useUrlQuery } from '@/client/lib/records/use-url-query';
import { useSession } from '@/client/lib/session';
import { useLocale } from '@/client/lib/use-locale';
import { newId } from '@/client/lib/uuid';
import type { Schemas } from '@/shared/api/types';
import { toIsoDate, todayInNepal } from '@/shared/calendar/bs-calendar';
import { currentFiscalYear, fiscalPeriodOf } from '@/shared/fiscal-year';
import { ACTIVITY_WRITERS } from '@/shared/programme/enums';
import { hrefFor } from '@/shared/routes';

type Value = Schemas['ActivityValue'];
/** The page's own parameters besides the list's: a value edited, the grid, the grid's date. */
const PAGE_PARAMETERS = {
  id: { type: 'string' },
  mode: { type: 'string', enum: ['grid'] },
  date: { type: 'string' },
} as const;

/**
 * Activity Attributes Entry: what a palika's activities achieved, one value at a time (`?id=` edits
 * one from the version read), or a four-month period for all of them at once in a grid
 * (`?mode=grid`). Written by the palika's own users; others are sent to the view.
 */
export default function ActivityValuesEntryPage({ headingKey }: PageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const [, navigate] = useLocation();
  const session = useSession();
  const canWrite = (ACTIVITY_WRITERS as readonly string[]).includes(
    session?.user.role?.toUpperCase() ?? '',
  );
  const { query: url, setParams } = useUrlQuery('listActivityValues', PAGE_PARAMETERS);
  const editId = url.id;
  const editing = valueRecords.useRecord(editId);
  const scope = useQuery(myScopeQuery()).data;
  const own = scope?.palikaIds.length === 1 ? scope.palikaIds[0] : undefined;
  const palikaId = editing.data?.palikaId ?? (url.palikaId || own);
  const fiscalYear = editing.data?.fiscalYear ?? (url.fiscalYear || currentFiscalYear());
  const today = toIsoDate(todayInNepal());
  const nowPeriod = fiscalPeriodOf(today);
  const trimester = (url.trimester ||
    (nowPeriod?.fiscalYear === fiscalYear ? nowPeriod.trimester : 3)) as 1 | 2 | 3;
  const grid = url.mode === 'grid' && !editId;
  const activities = activityRecords.useList(
    palikaId ? { palikaId, fiscalYear, pageSize: 100 } : undefined,
  );
  const wards = useQuery({ ...wardsQuery(palikaId ?? 0), enabled: Boolean(palikaId) });
  const catalogue = useQuery({ ...catalogueQuery(), enabled: !grid });
  const [id] = useState(newId);
  const create = valueRecords.useCreate();
  const update = valueRecords.useUpdate();
  const [failure, setFailure] = useState<string>();
  const done = (saved: Value) =>
    navigate(
      hrefFor(
        'activityAttributesView',
        locale,
        {},
        { palikaId: saved.palikaId, fiscalYear: saved.fiscalYear, open: saved._id },
      ),
    );
  const edit = useVersionedEdit<Value, ValueInput>({
    current: editing.data,
    inputOf: (record) => valueBodyOf(valueValuesOf(record)),
    fetchLatest: valueRecords.fetchRecord,
    submit: async (body, version) =>
      done(await update.mutateAsync({ id: editId!, body: { ...body, version } })),
  });
  const title = t(editId ? 'value.editTitle' : headingKey);
  if (!canWrite) return <ValuesReadOnly title={title} />;
  if ((editId && editing.isLoading) || (palikaId && activities.isLoading))
    return <PageLoading title={title} />;
  if (editId && !editing.data) return <PageFailure title={title} error={editing.error} />;
  // In the tree's order: each activity above its sub-activities.
  const open = visibleNodes(
    treeOf((activities.data?.items ?? []).filter((a) => a.status !== 'cancelled')),
    new Set(),
  ).map((node) => node.activity);
  const wardCount = wards.data?.items.length ?? 0;
  const attributes = catalogue.data?.attributes ?? [];
  return (
    <>
      <PageHeader
        title={edit.base ? `${title}: ${edit.base.activity.code}` : title}
        description={t('value.entry.help')}
      />
      {!editId && (
        <ValueEntryChooser
          own={own}
          url={url}
          palikaId={palikaId}
          fiscalYear={fiscalYear}
          grid={grid}
          onChange={setParams}
        />
      )}
      {failure && (
        <div className="mb-4">
          <Alert tone="error">
            <FormattedMessage id={failure} />
          </Alert>
        </div>
      )}
      {!palikaId ? (
        <EmptyState title={t('value.noPalika.title')} message={t('value.noPalika.message')} />
      ) : open.length === 0 ? (
        <EmptyState
          title={t('value.noActivities.title')}
          message={t('value.noActivities.message')}
          action={
            <Link
              className="text-primary underline"
              href={hrefFor('activityHierarchy', locale, {}, { palikaId, fiscalYear })}
            >
              <FormattedMessage id="page.activityHierarchy" />
            </Link>
          }
        />
      ) : grid ? (
        <ValueGridSection
          // Another palika, year or period is another grid: nothing saved in one carries over.
          key={`${palikaId}-${fiscalYear}-${trimester}`}
          palikaId={palikaId}
          fiscalYear={fiscalYear}
          trimester={trimester}
          recordDate={url.date ?? defaultDate(fiscalYear, trimester, today)}
          activities={open}
          onPeriod={(patch) => setParams(patch)}
        />
      ) : edit.base ? (
        <ValueForm
          key={edit.formKey}
          initial={valueValuesOf(edit.base)}
          activities={open}
          attributes={attributes}
          wardCount={wardCount}
          submitLabel={t('value.saveChanges')}
          onRefused={edit.onRefused}
          periodLock={edit.base.periodLock}
          onSave={(body) => edit.save(body)}
        />
      ) : (
        <ValueForm
          initial={emptyValueValues(
            palikaId,
            url.activityId ?? '',
            defaultDate(fiscalYear, trimester, today) ?? '',
          )}
          activities={open}
          attributes={attributes}
          wardCount={wardCount}
          submitLabel={t('value.create')}
          onSave={async (body) => done(await create.mutateAsync({ ...body, _id: id }))}
        />
      )}
      {edit.conflictDialog({
        fieldLabel: (field) =>
          intl.formatMessage({ id: `value.field.${field}`, defaultMessage: field }),
        valueText: (_field, value) =>
          typeof value === 'object' && value !== null
            ? JSON.stringify(value)
            : String(value ?? '—'),
        onFailure: (e) => setFailure(apiErrorMessageId(e)),
      })}
    </>
  );
}
