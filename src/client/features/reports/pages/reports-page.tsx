import { Link } from 'wouter';
import { PageHeader } from '@/client/components/page-header';
import type { PageProps } from '@/client/lib/page-props';
import { hrefFor } from '@/shared/routes';
import { useReportWords } from '../report-words';

/** The official reports, each opened for the reader's own area and the current fiscal year. */
const REPORTS = [{ route: 'idCardReport', summary: 'reports.idCards.summary' }] as const;

/** Official reports: the formats an official files, each of a place, a fiscal year and a period. */
export default function ReportsPage({ headingKey }: PageProps) {
  const words = useReportWords();
  return (
    <>
      <PageHeader title={words.t(headingKey)} description={words.t('reports.description')} />
      <ul className="flex max-w-prose flex-col gap-4">
        {REPORTS.map(({ route, summary }) => (
          <li key={route} className="rounded border border-gray-200 bg-white p-4">
            <h2 className="text-lg font-semibold">
              <Link href={hrefFor(route, words.locale)} className="underline">
                {words.t(`page.${route}`)}
              </Link>
            </h2>
            <p className="mt-1 text-gray-700">{words.t(summary)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
