import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { catalogueQuery } from '@/client/lib/catalogue-query';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { fiscalYearLabel } from '@/shared/fiscal-year';

/** Filters only a dashboard sets (card held, served in a period or category): named, so the list's count is understood, and removable. */
export const DRILL_KEYS = [
  'cardHeld',
  'servedFiscalYear',
  'servedTrimester',
  'servedCategoryId',
] as const;

export function DrillNotice({ params, onClear }: { params: URLSearchParams; onClear: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const categoryId = Number(params.get('servedCategoryId')) || undefined;
  const catalogue = useQuery({ ...catalogueQuery(), enabled: Boolean(categoryId) });
  const fiscalYear = Number(params.get('servedFiscalYear')) || undefined;
  const trimester = params.get('servedTrimester');
  if (params.get('cardHeld') !== 'true' && !fiscalYear) return null;
  const category = catalogue.data?.categories.find((c) => c.id === categoryId);
  const parts = [
    params.get('cardHeld') === 'true' && intl.formatMessage({ id: 'pwd.drill.cardHeld' }),
    fiscalYear &&
      intl.formatMessage(
        { id: 'pwd.drill.served' },
        {
          period: `${formatDigits(fiscalYearLabel(fiscalYear), locale)}${trimester ? ` ${intl.formatMessage({ id: `enum.trimester.${trimester}` })}` : ''}`,
        },
      ),
    category &&
      intl.formatMessage(
        { id: 'pwd.drill.servedCategory' },
        { category: locale === 'np' ? category.nameNe : category.nameEn },
      ),
  ].filter(Boolean);
  return (
    <p
      role="note"
      className="mb-3 flex flex-wrap items-center gap-2 rounded border border-blue-200 bg-blue-50 p-3 text-sm text-gray-900"
    >
      <FormattedMessage id="pwd.drill.title" />: <strong>{parts.join('; ')}</strong>
      <button type="button" className="text-primary underline" onClick={onClear}>
        <FormattedMessage id="pwd.drill.clear" />
      </button>
    </p>
  );
}
