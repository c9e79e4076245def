import { useIntl } from 'react-intl';
import { FilterPanel } from '@/client/components/filter-panel';
import { GeographyPicker } from '@/client/components/geography-picker';
import { SelectInput } from '@/client/components/select-input';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { deepestName, usePlaceNames } from '@/client/lib/use-place-names';
import type { Schemas } from '@/shared/api/types';
import { fiscalYearLabel, fiscalYearsUpToNow } from '@/shared/fiscal-year';
import { BatchChoice } from './batch-choice';
import type { GridPlace } from '../target-grid-rows';

type Patch = Record<string, string | number | undefined>;

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
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const value = {
    provinceId: place.provinceId ?? undefined,
    districtId: place.districtId ?? undefined,
    palikaId: place.palikaId ?? undefined,
  };
  const names = usePlaceNames(value);
  const year = formatDigits(fiscalYearLabel(fiscalYear), locale);
  return (
    <FilterPanel
      label={t('target.filters')}
      place={place.batchId ? t('target.field.batchId') : deepestName(names)}
      period={year}
      chosen={0}
    >
      <div className="w-48">
        <SelectInput
          id="target-year"
          label={t('services.fiscalYear')}
          value={String(fiscalYear)}
          options={[fiscalYear + 1, ...fiscalYearsUpToNow()]
            .filter((fy, i, all) => all.indexOf(fy) === i)
            .map((fy) => ({ value: String(fy), label: formatDigits(fiscalYearLabel(fy), locale) }))}
          onChange={(e) => onChange({ fiscalYear: e.target.value })}
        />
      </div>
      <GeographyPicker
        idPrefix="target-place"
        depth="palika"
        value={value}
        onChange={(chosen) =>
          onChange({
            provinceId: chosen.provinceId,
            districtId: chosen.districtId,
            palikaId: chosen.palikaId,
            batchId: undefined,
          })
        }
      />
      {withBatch && (
        <BatchChoice
          value={place.batchId}
          onChange={(batch?: Schemas['Batch']) =>
            onChange({
              batchId: batch?._id,
              provinceId: batch?.provinceId,
              districtId: undefined,
              palikaId: undefined,
            })
          }
        />
      )}
    </FilterPanel>
  );
}
