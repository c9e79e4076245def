import { useIntl } from 'react-intl';
import { GeographyPicker, type PlaceSelection } from '@/client/components/geography-picker';
import { SelectInput } from '@/client/components/select-input';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { currentFiscalYear, fiscalYearLabel, fiscalYearsUpToNow } from '@/shared/fiscal-year';

/** The years a hierarchy is planned for: the next year too, planned before it starts. */
const planningYears = () => [currentFiscalYear() + 1, ...fiscalYearsUpToNow()];

export interface HierarchyChooserProps {
  /** A palika's own user has one palika: no place to choose, the tree comes sooner on a phone. */
  own?: number;
  place: PlaceSelection;
  fiscalYear: number;
  onChange: (patch: Record<string, string | number | undefined>) => void;
}

/** Whose activities and which year: the palika (unless the user has one) and the fiscal year. */
export function HierarchyChooser({ own, place, fiscalYear, onChange }: HierarchyChooserProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section
      aria-label={t('activity.hierarchy.choose')}
      className="mb-4 grid gap-3 rounded border border-gray-200 bg-white p-4 sm:grid-cols-[1fr_auto]"
    >
      {own ? null : (
        <GeographyPicker
          idPrefix="activity-place"
          depth="palika"
          value={place}
          onChange={(next) =>
            onChange({
              provinceId: next.provinceId,
              districtId: next.districtId,
              palikaId: next.palikaId,
            })
          }
        />
      )}
      <div className="sm:w-48">
        <SelectInput
          id="activity-year"
          label={t('activity.field.fiscalYear')}
          value={String(fiscalYear)}
          options={planningYears().map((fy) => ({
            value: String(fy),
            label: formatDigits(fiscalYearLabel(fy), locale),
          }))}
          onChange={(e) => onChange({ fiscalYear: e.target.value })}
        />
      </div>
    </section>
  );
}
