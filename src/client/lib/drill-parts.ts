import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { apiGet } from '@/client/lib/api-client';
import { catalogueQuery } from '@/client/lib/catalogue-query';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { fiscalYearLabel } from '@/shared/fiscal-year';

/**
 * The filters only a dashboard's drill-down sets (a list's own filter panel has no control for
 * them): named above the list, so that its count is understood, and removable together.
 */
export const DRILL_KEYS = [
  'cardHeld',
  'cardIssuedFrom',
  'cardIssuedTo',
  'servedFiscalYear',
  'servedTrimester',
  'servedThroughTrimester',
  'servedCategoryId',
  'throughTrimester',
  'templateId',
  'batchId',
] as const;

const numberOf = (params: URLSearchParams, key: string) => Number(params.get(key)) || undefined;

/** Each drill filter in the URL, in the reader's words (a category, template or batch by its name). */
export function useDrillParts(params: URLSearchParams): string[] {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const categoryId = numberOf(params, 'servedCategoryId');
  const templateId = numberOf(params, 'templateId');
  const batchId = params.get('batchId') ?? undefined;
  const catalogue = useQuery({ ...catalogueQuery(), enabled: Boolean(categoryId || templateId) });
  const batch = useQuery({
    queryKey: ['drill', 'batch', batchId],
    queryFn: () => apiGet('/api/programme/batches/{id}', { params: { path: { id: batchId! } } }),
    enabled: Boolean(batchId),
    retry: false,
  });
  const trimester = (key: string) => {
    const value = params.get(key);
    return value ? t(`enum.trimester.${value}`) : '';
  };
  const year = (key: string) => {
    const value = numberOf(params, key);
    return value ? formatDigits(fiscalYearLabel(value), locale) : '';
  };
  const named = (item?: { nameEn: string; nameNe: string }) =>
    item && (locale === 'np' ? item.nameNe : item.nameEn);
  const category = named(catalogue.data?.categories.find((c) => c.id === categoryId));
  const template = named(catalogue.data?.templates.find((c) => c.id === templateId));
  const from = params.get('cardIssuedFrom');
  const to = params.get('cardIssuedTo');
  const served = params.get('servedThroughTrimester')
    ? t('drill.servedThrough', {
        year: year('servedFiscalYear'),
        period: trimester('servedThroughTrimester'),
      })
    : t('drill.served', {
        period: [year('servedFiscalYear'), trimester('servedTrimester')].filter(Boolean).join(' '),
      });
  return [
    params.get('cardHeld') === 'true' && t('drill.cardHeld'),
    (from || to) &&
      t('drill.cardIssued', {
        from: from ? formatBsDate(from, locale) : '…',
        to: to ? formatBsDate(to, locale) : '…',
      }),
    params.get('servedFiscalYear') && served,
    category && t('drill.servedCategory', { category }),
    params.get('throughTrimester') &&
      t('drill.throughTrimester', { period: trimester('throughTrimester') }),
    templateId && t('drill.template', { template: template ?? '…' }),
    // A batch belongs to its province: a district's reader may not open it, so it goes unnamed.
    batchId &&
      (batch.isError
        ? t('drill.batchUnnamed')
        : t('drill.batch', {
            batch: batch.data
              ? `${batch.data.code} · ${locale === 'np' ? batch.data.nameNe : batch.data.nameEn}`
              : '…',
          })),
  ].filter((part): part is string => Boolean(part));
}

/** The patch of a list's URL that removes every drill filter. */
export const DRILL_CLEARED: Record<string, undefined> = Object.fromEntries(
  DRILL_KEYS.map((key) => [key, undefined]),
);
