import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { EmptyState } from '@/client/components/empty-state';
import { GeographyPicker } from '@/client/components/geography-picker';
import { PageHeader } from '@/client/components/page-header';
import { SelectInput } from '@/client/components/select-input';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { fiscalRange, fiscalYearLabel, fiscalYearsUpToNow } from '@/shared/fiscal-year';
import { hrefFor } from '@/shared/routes';

const TAB =
  'inline-flex min-h-10 items-center rounded-t border-b-4 px-4 py-2 text-sm font-semibold';

/** The date new values of a period take: today within it, its last day before, none after. */
export function defaultDate(fiscalYear: number, trimester: 1 | 2 | 3, today: string) {
  const range = fiscalRange(fiscalYear, trimester);
  if (!range || range.from > today) return undefined;
  if (today < range.until) return today;
  const last = new Date(Date.parse(`${range.until}T00:00:00Z`) - 86_400_000);
  return last.toISOString().slice(0, 10);
}

export interface ValueEntryChooserProps {
  /** A palika's own user has one palika: no place to choose. */
  own?: number;
  /** The place and year as the URL holds them (the tabs keep them). */
  url: { provinceId?: number; districtId?: number; palikaId?: number; fiscalYear?: number };
  palikaId?: number;
  fiscalYear: number;
  grid: boolean;
  onChange: (patch: Record<string, string | number | undefined>) => void;
}

/** Whose values and which year, and the entry's two ways: one value, or a period's grid. */
export function ValueEntryChooser(props: ValueEntryChooserProps) {
  const { own, url, palikaId, fiscalYear, grid, onChange } = props;
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const tab = (mode: 'one' | 'grid') => (
    <Link
      className={`${TAB} ${grid === (mode === 'grid') ? 'border-primary text-primary' : 'border-transparent text-gray-700'}`}
      aria-current={grid === (mode === 'grid') ? 'page' : undefined}
      href={hrefFor(
        'activityAttributesEntry',
        locale,
        {},
        {
          palikaId: url.palikaId,
          fiscalYear: url.fiscalYear,
          mode: mode === 'grid' ? 'grid' : undefined,
        },
      )}
    >
      <FormattedMessage id={`value.mode.${mode}`} />
    </Link>
  );
  return (
    <div className="mb-4 flex flex-col gap-3">
      {!own && (
        <GeographyPicker
          idPrefix="value-place"
          depth="palika"
          value={{
            provinceId: url.provinceId || undefined,
            districtId: url.districtId || undefined,
            palikaId,
          }}
          onChange={(next) =>
            onChange({
              provinceId: next.provinceId,
              districtId: next.districtId,
              palikaId: next.palikaId,
            })
          }
        />
      )}
      <div className="max-w-xs">
        <SelectInput
          id="value-year"
          label={t('value.field.fiscalYear')}
          value={String(fiscalYear)}
          options={fiscalYearsUpToNow().map((fy) => ({
            value: String(fy),
            label: formatDigits(fiscalYearLabel(fy), locale),
          }))}
          onChange={(e) => onChange({ fiscalYear: e.target.value, trimester: undefined })}
        />
      </div>
      <nav aria-label={t('value.mode')} className="flex gap-2 border-b border-gray-200">
        {tab('one')}
        {tab('grid')}
      </nav>
    </div>
  );
}

/** What a reader who does not write values is told, with the way to the view. */
export function ValuesReadOnly({ title }: { title: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        title={t('value.readOnly.title')}
        message={t('value.readOnly.message')}
        action={
          <Link className="text-primary underline" href={hrefFor('activityAttributesView', locale)}>
            <FormattedMessage id="page.activityAttributesView" />
          </Link>
        }
      />
    </>
  );
}
