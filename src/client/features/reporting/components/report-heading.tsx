import { PageHeader } from '@/client/components/page-header';
import { usePeriodWords } from '@/client/lib/reporting-words';
import type { Schemas } from '@/shared/api/types';

/** A palika's period as its page is titled: the palika's name in the reader's language, the period. */
export function ReportHeading({ report }: { report: Schemas['Report'] }) {
  const words = usePeriodWords();
  const palika = words.locale === 'np' ? report.palikaNameNe : report.palikaNameEn;
  return <PageHeader title={`${palika}: ${words.period(report.fiscalYear, report.period)}`} />;
}
