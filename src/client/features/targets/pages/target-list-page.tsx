import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ImportDialog } from '@/client/components/import-dialog';
import { PageHeader } from '@/client/components/page-header';
import { ReasonDialog } from '@/client/components/reason-dialog';
import { RequestFailure } from '@/client/components/request-failure';
import { apiErrorMessageId } from '@/client/lib/api-client';
import { catalogueQuery } from '@/client/lib/catalogue-query';
import { formatDigits } from '@/client/lib/format';
import { myScopeQuery } from '@/client/lib/geography-queries';
import { useUrlQuery } from '@/client/lib/records/use-url-query';
import { useSession } from '@/client/lib/session';
import { useLocale } from '@/client/lib/use-locale';
import { currentFiscalYear, fiscalYearLabel } from '@/shared/fiscal-year';
import { targetLabelId } from '@/shared/measures/measure-list';
import type { MeasureKey } from '@/shared/targets/keys';
import { useCopyTargetYear, targetRecords } from '../api/target-records';
import { AddMeasure } from '../components/add-measure';
import { TargetFilters } from '../components/target-filters';
import { TargetGrid } from '../components/target-grid';
import { TargetHistory } from '../components/target-history';
import { type GridPlace, type GridRow, gridRows } from '../target-grid-rows';
import { targetImportKind } from '../target-import';
import { targetRights } from '../target-permissions';
import { useTargetSaving } from '../use-target-saving';

/** The page's own parameter besides the list's: the target whose history is open. */
const PAGE_PARAMETERS = { history: { type: 'string' } } as const;
type PageQuery = ReturnType<typeof useUrlQuery<'listTargets', typeof PAGE_PARAMETERS>>['query'];

/** The place the URL names (or the user's own), as a target's scope and place. */
function placeOf(query: PageQuery, scope: ReturnType<typeof useScope>): GridPlace {
  const [provinceId, districtId, palikaId] = [
    query.provinceId,
    query.districtId,
    query.palikaId,
  ].map((id) => id ?? null);
  const own = (ids: number[] | undefined) => (ids?.length === 1 ? ids[0] : null);
  const base = { provinceId: null, districtId: null, palikaId: null, batchId: null };
  const batchId = query.batchId;
  if (batchId) return { ...base, scope: 'batch', provinceId, batchId };
  if (palikaId) return { ...base, scope: 'palika', provinceId, districtId, palikaId };
  if (districtId) return { ...base, scope: 'district', provinceId, districtId };
  if (provinceId) return { ...base, scope: 'province', provinceId };
  if (scope?.national !== false) return { ...base, scope: 'nation' };
  if (own(scope.palikaIds) && !scope.provinceIds.length)
    return {
      ...base,
      scope: 'palika',
      provinceId: own(scope.reachProvinceIds),
      districtId: own(scope.reachDistrictIds),
      palikaId: own(scope.palikaIds),
    };
  return { ...base, scope: 'province', provinceId: scope.reachProvinceIds[0] ?? null };
}
const useScope = () => useQuery(myScopeQuery()).data;

/**
 * Targets (issue 19 §1, a route beyond the specification: decision 0015): the grid of one place's
 * targets for a fiscal year, set or proposed in place, approved, revised with a reason, copied from
 * the year before, imported from a spreadsheet; every revision in a target's history.
 */
export default function TargetListPage() {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { query, setParams } = useUrlQuery('listTargets', PAGE_PARAMETERS);
  const scope = useScope();
  const session = useSession();
  const fiscalYear = query.fiscalYear ?? currentFiscalYear();
  const place = placeOf(query, scope);
  const rights = targetRights(session?.user.role, scope, place);
  const listed = targetRecords.useList(
    scope && {
      fiscalYear,
      scope: place.scope,
      provinceId: place.provinceId ?? undefined,
      districtId: place.districtId ?? undefined,
      palikaId: place.palikaId ?? undefined,
      batchId: place.batchId ?? undefined,
      pageSize: 100,
    },
  );
  const catalogue = useQuery({ ...catalogueQuery() });
  const [added, setAdded] = useState<MeasureKey[]>([]);
  const rows = gridRows(listed.data?.items ?? [], added);
  const labelOf = (row: GridRow) => {
    const what = t(targetLabelId(row.measure.measure));
    const { categoryId, templateId, attributeId } = row.measure;
    const data = catalogue.data;
    const named =
      data?.categories.find((c) => c.id === categoryId) ??
      data?.templates.find((c) => c.id === templateId);
    const attribute = data?.attributes.find((a) => a.id === attributeId);
    const narrowing = named
      ? locale === 'np'
        ? named.nameNe
        : named.nameEn
      : attribute
        ? locale === 'np'
          ? attribute.labelNe
          : attribute.labelEn
        : '';
    return narrowing ? `${what}: ${narrowing}` : what;
  };
  const saving = useTargetSaving({ place, fiscalYear, labelOf });
  const copy = useCopyTargetYear();
  const [copied, setCopied] = useState<string>();
  const history = query.history;
  const copyLastYear = async () => {
    try {
      const answer = await copy.mutateAsync({
        fromFiscalYear: fiscalYear - 1,
        toFiscalYear: fiscalYear,
        palikaId: place.scope === 'palika' ? place.palikaId : null,
      });
      setCopied(
        t('target.copy.done', {
          copied: answer.copied,
          skipped: answer.skipped,
        }),
      );
    } catch (error) {
      setCopied(t(apiErrorMessageId(error)));
    }
  };
  return (
    <>
      <PageHeader title={t('page.targetList')} description={t('target.description')} />
      <TargetFilters
        fiscalYear={fiscalYear}
        place={place}
        withBatch={Boolean(scope?.national)}
        onChange={setParams}
      />
      <p className="mb-2 text-sm text-gray-800">
        <FormattedMessage
          id={
            rights.approve
              ? 'target.rights.approve'
              : rights.write
                ? 'target.rights.propose'
                : 'target.rights.read'
          }
        />
      </p>
      {rights.write && (
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="rounded border border-primary px-3 py-1.5 text-sm font-semibold text-primary hover:bg-gray-100"
            aria-busy={copy.isPending}
            onClick={() => void copyLastYear()}
          >
            {t(place.scope === 'palika' ? 'target.copy' : 'target.copy.all', {
              year: formatDigits(fiscalYearLabel(fiscalYear - 1), locale),
            })}
          </button>
          <ImportDialog
            kind={targetImportKind(place, fiscalYear)}
            templateName={t('target.import.template')}
            onWritten={() => void listed.refetch()}
          />
          {copied && (
            <p role="status" className="text-sm">
              {copied}
            </p>
          )}
        </div>
      )}
      <p role="status" className="sr-only">
        {saving.said}
      </p>
      {listed.isError && <RequestFailure error={listed.error} onRetry={listed.refetch} />}
      {listed.data && (
        <TargetGrid
          caption={t('target.grid.caption', {
            year: formatDigits(fiscalYearLabel(fiscalYear), locale),
          })}
          rows={rows}
          labelOf={labelOf}
          rights={rights}
          onAction={(action, row, values) =>
            action === 'history'
              ? (setParams({ history: (row.proposed ?? row.approved)!._id }), Promise.resolve([]))
              : saving.run(action, row, values)
          }
        />
      )}
      {listed.data && rights.write && (
        <AddMeasure catalogue={catalogue.data} onAdd={(measure) => setAdded([...added, measure])} />
      )}
      {saving.revising && (
        <ReasonDialog
          title={t('target.revise.title', { measure: labelOf(saving.revising.row) })}
          confirmLabel={t('target.action.save')}
          onConfirm={saving.confirmRevision}
          onClose={saving.cancelRevision}
        />
      )}
      {history && <TargetHistory id={history} onClose={() => setParams({ history: undefined })} />}
    </>
  );
}
