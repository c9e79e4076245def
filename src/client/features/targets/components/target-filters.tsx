import { useIntl } from 'react-intl';
import type { FiltersDeclaration } from '@/client/components/record-screen/declared-list';
import {
  type FilterDeclaration,
  RecordFilters,
  usePlaceSummary,
} from '@/client/components/record-screen/record-filters';
import type { Schemas } from '@/shared/api/types';
import { fiscalYearsUpToNow } from '@/shared/fiscal-year';
import { BatchChoice } from './batch-choice';
import type { GridPlace } from '../target-grid-rows';

type Patch = Record<string, string | number | undefined>;

/** Whose targets and which year, as the filters hold them. */
export interface TargetFilterValues {
  fiscalYear: number;
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  batchId?: string;
}

/** The folded line names a batch's targets as such, else the place. */
function useTargetSummary(value: TargetFilterValues) {
  const intl = useIntl();
  const place = usePlaceSummary(value);
  return value.batchId ? intl.formatMessage({ id: 'target.field.batchId' }) : place;
}

/** A batch's own targets instead of a place's: its province with it, the rest of the place cleared. */
const BATCH: FilterDeclaration<TargetFilterValues> = {
  param: 'batchId',
  label: 'target.batch',
  kind: 'custom',
  at: 'last',
  uncounted: true,
  clearedByPlace: true,
  render: ({ value, onChange }) => (
    <BatchChoice
      value={value.batchId ?? null}
      onChange={(batch?: Schemas['Batch']) =>
        onChange({
          batchId: batch?._id,
          provinceId: batch?.provinceId,
          districtId: undefined,
          palikaId: undefined,
        })
      }
    />
  ),
};

/** The year (always one, next year's too) above the place, and a batch for a national user. */
const targetFilters = (withBatch: boolean): FiltersDeclaration<TargetFilterValues> => ({
  prefix: 'target',
  place: { ward: false },
  useSummary: useTargetSummary,
  filters: [
    {
      param: 'fiscalYear',
      id: 'year',
      label: 'services.fiscalYear',
      kind: 'fiscalYear',
      period: true,
      always: true,
      at: 'first',
      years: ({ fiscalYear }) => [...new Set([fiscalYear + 1, ...fiscalYearsUpToNow()])],
    },
    ...(withBatch ? [BATCH] : []),
  ],
});

export interface TargetFiltersProps {
  fiscalYear: number;
  place: GridPlace;
  /** Whether the reader may choose a batch's own targets (a national user). */
  withBatch: boolean;
  onChange: (patch: Patch) => void;
}

/**
 * Whose targets and which year: on a phone folded into one line ("Biratnagar · 2083/84 · Change"),
 * so the grid's first row is on the first screen; on a wide screen always open.
 */
export function TargetFilters({ fiscalYear, place, withBatch, onChange }: TargetFiltersProps) {
  const value: TargetFilterValues = {
    fiscalYear,
    provinceId: place.provinceId ?? undefined,
    districtId: place.districtId ?? undefined,
    palikaId: place.palikaId ?? undefined,
    batchId: place.batchId ?? undefined,
  };
  return <RecordFilters {...targetFilters(withBatch)} value={value} onChange={onChange} />;
}
