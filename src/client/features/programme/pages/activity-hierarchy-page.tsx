import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { Alert } from '@/client/components/alert';
import { Button } from '@/client/components/button';
import { EmptyState } from '@/client/components/empty-state';
import { LoadingState } from '@/client/components/loading-state';
import { PageHeader } from '@/client/components/page-header';
import { ReasonDialog } from '@/client/components/reason-dialog';
import { RequestFailure } from '@/client/components/request-failure';
import { activityRecords } from '@/client/features/programme/api/activity-records';
import { deleteRefusal, moveActivity } from '@/client/features/programme/components/activity-moves';
import { ActivityToolbar, LINK } from '@/client/features/programme/components/activity-toolbar';
import { ActivityTree } from '@/client/features/programme/components/activity-tree';
import { type Activity, treeOf } from '@/client/features/programme/components/activity-tree-model';
import { HierarchyChooser } from '@/client/features/programme/components/hierarchy-chooser';
import { apiErrorMessageId, apiPost } from '@/client/lib/api-client';
import { formatDigits } from '@/client/lib/format';
import { myScopeQuery } from '@/client/lib/geography-queries';
import type { PageProps } from '@/client/lib/page-props';
import { useUrlQuery } from '@/client/lib/records/use-url-query';
import { useSession } from '@/client/lib/session';
import { useLocale } from '@/client/lib/use-locale';
import { currentFiscalYear, fiscalYearLabel } from '@/shared/fiscal-year';
import { ACTIVITY_WRITERS } from '@/shared/programme/enums';
import { hrefFor } from '@/shared/routes';

/** The page's own parameter besides the list's: the activity a save came back with. */
const PAGE_PARAMETERS = { saved: { type: 'string' } } as const;

/**
 * Palika Activity Hierarchy: for a palika (held in the URL; a palika's own user starts there) and
 * a fiscal year, its activities and sub-activities as a tree, with the actions on the chosen one;
 * an empty year can take the year before in one step. Province, district and national users read.
 */
export default function ActivityHierarchyPage({ headingKey }: PageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const session = useSession();
  const canWrite = (ACTIVITY_WRITERS as readonly string[]).includes(
    session?.user.role?.toUpperCase() ?? '',
  );
  const scope = useQuery(myScopeQuery()).data;
  const { query: url, setParams } = useUrlQuery('listActivities', PAGE_PARAMETERS);
  const own = scope?.palikaIds.length === 1 ? scope.palikaIds[0] : undefined;
  const palikaId = url.palikaId || own;
  const fiscalYear = url.fiscalYear || currentFiscalYear();
  const place = {
    provinceId: url.provinceId || (own ? scope?.reachProvinceIds[0] : undefined),
    districtId: url.districtId || (own ? scope?.reachDistrictIds[0] : undefined),
    palikaId,
  };
  const query = { palikaId, fiscalYear, pageSize: 100 };
  const activities = activityRecords.useList(palikaId ? query : undefined);
  const before = activityRecords.useList(
    palikaId && activities.data?.total === 0
      ? { palikaId, fiscalYear: fiscalYear - 1, pageSize: 1 }
      : undefined,
  );
  const [, navigate] = useLocation();
  // A save comes back here with the activity it saved: chosen, and said so.
  const savedId = url.saved;
  const [selectedId, setSelectedId] = useState<string | undefined>(savedId);
  const [deleting, setDeleting] = useState<Activity>();
  const [failure, setFailure] = useState<string>();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: activityRecords.keys.all });
  const copy = useMutation({
    mutationFn: () =>
      apiPost('/api/programme/activities/copy-year', {
        body: { palikaId: palikaId!, fromFiscalYear: fiscalYear - 1, toFiscalYear: fiscalYear },
      }),
    onSuccess: refresh,
    onError: (e) => setFailure(apiErrorMessageId(e)),
  });
  const remove = activityRecords.useDelete();
  const roots = treeOf(activities.data?.items ?? []);
  const selected = activities.data?.items.find((a) => a._id === selectedId);
  const year = (fy: number) => formatDigits(fiscalYearLabel(fy), locale);
  const formHref = (query: Record<string, string | number>) =>
    hrefFor('newActivityForm', locale, {}, query);

  /** Swaps the chosen activity with its neighbour among its siblings. */
  const move = async (step: -1 | 1) => {
    if (!selected) return;
    setFailure(undefined);
    const refused = await moveActivity(roots, selected, step);
    if (refused) setFailure(refused);
    await refresh();
  };

  return (
    <>
      <PageHeader
        title={t(headingKey)}
        description={t(canWrite ? 'activity.hierarchy.help' : 'activity.hierarchy.readOnly')}
      />
      <HierarchyChooser own={own} place={place} fiscalYear={fiscalYear} onChange={setParams} />
      {savedId && activities.data?.items.some((a) => a._id === savedId) && (
        <div className="mb-4">
          <Alert tone="success">
            <FormattedMessage
              id="activity.saved"
              values={{ code: activities.data.items.find((a) => a._id === savedId)!.code }}
            />
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
      {!palikaId ? (
        <EmptyState
          title={t('activity.hierarchy.noPalika.title')}
          message={t('activity.hierarchy.noPalika.message')}
        />
      ) : activities.isLoading ? (
        <LoadingState lines={6} />
      ) : activities.isError ? (
        <RequestFailure error={activities.error} onRetry={activities.refetch} />
      ) : roots.length === 0 ? (
        <EmptyState
          title={t('activity.hierarchy.empty.title', { year: year(fiscalYear) })}
          message={t(
            canWrite ? 'activity.hierarchy.empty.message' : 'activity.hierarchy.empty.read',
          )}
          action={
            canWrite && (
              <div className="flex flex-wrap justify-center gap-2">
                <Link className={LINK} href={formHref({ palikaId, fiscalYear })}>
                  <FormattedMessage id="activity.add" />
                </Link>
                {(before.data?.total ?? 0) > 0 && (
                  <Button variant="outline" busy={copy.isPending} onClick={() => copy.mutate()}>
                    <FormattedMessage
                      id="activity.copyYear"
                      values={{ from: year(fiscalYear - 1), to: year(fiscalYear) }}
                    />
                  </Button>
                )}
              </div>
            )
          }
        />
      ) : (
        <section
          aria-labelledby="activity-tree-title"
          className="rounded border border-gray-200 bg-white p-4"
        >
          <h2 id="activity-tree-title" className="mb-2 font-semibold text-gray-900">
            <FormattedMessage
              id="activity.hierarchy.treeTitle"
              values={{
                year: year(fiscalYear),
                count: activities.data?.total ?? 0,
              }}
            />
          </h2>
          {canWrite && (
            <ActivityToolbar
              selected={selected}
              formHref={formHref}
              newQuery={{ palikaId: palikaId!, fiscalYear }}
              onMove={(step) => void move(step)}
              onDelete={setDeleting}
            />
          )}
          <p className="mb-2 text-xs text-gray-700">
            <FormattedMessage id="activity.tree.keys" />
          </p>
          <ActivityTree
            roots={roots}
            selectedId={selectedId}
            onSelect={(a) => setSelectedId(a._id)}
            onOpen={(a) => canWrite && navigate(formHref({ id: a._id }))}
            label={t('activity.hierarchy.treeLabel', { year: year(fiscalYear) })}
          />
        </section>
      )}
      {deleting && (
        <ReasonDialog
          title={`${t('activity.delete')}: ${deleting.code}`}
          confirmLabel={t('activity.delete')}
          onClose={() => setDeleting(undefined)}
          onConfirm={async (reason) => {
            setFailure(undefined);
            await remove
              .mutateAsync({ id: deleting._id, body: { reason, version: deleting.version } })
              .catch((e) => setFailure(deleteRefusal(e)));
            setDeleting(undefined);
          }}
        />
      )}
    </>
  );
}
