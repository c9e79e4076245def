import { Suspense, lazy } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { Schemas } from '@/shared/api/types';
import { drillHref } from './quality-side';
import { SeverityBadge } from './severity-badge';
import type { QualityWords } from '../../quality-words';

const OutlierChart = lazy(() => import('./outlier-chart'));

export interface OutlierItemProps {
  outlier: Schemas['QualityOutlier'];
  words: QualityWords;
}

/**
 * A figure out of line: the test (its own last periods, or the district's other palikas) and the
 * figure against the band or median in words, a small chart of the same with a key, and the
 * records behind the figure.
 */
export function OutlierItem({ outlier, words }: OutlierItemProps) {
  const id = `quality-outlier-${outlier.measure}-${outlier.test}`;
  const sentence = words.outlier(outlier);
  const measure = words.measure(outlier.measure);
  return (
    <li
      aria-labelledby={id}
      className="flex flex-col gap-2 rounded border-l-4 border-blue-700 bg-white px-4 py-3 text-sm"
    >
      <p className="flex flex-wrap items-center gap-2">
        <SeverityBadge severity="outlier" words={words} />
        <span id={id} className="font-semibold text-secondary">
          {words.t(`quality.outlier.test.${outlier.test}`, { measure })}
        </span>
      </p>
      <p>{sentence}</p>
      {outlier.history.length > 1 && (
        <figure className="max-w-md">
          <div role="img" aria-label={sentence}>
            <Suspense fallback={<div className="h-40 animate-pulse rounded bg-gray-100" />}>
              <OutlierChart outlier={outlier} words={words} />
            </Suspense>
          </div>
          <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-800">
            <span className="inline-flex items-center gap-1">
              <span aria-hidden className="inline-block h-3 w-3 bg-[#b91c1c]" />
              <FormattedMessage id="quality.chart.flagged" />
            </span>
            <span className="inline-flex items-center gap-1">
              <span aria-hidden className="inline-block h-3 w-3 bg-[#6a6cb0]" />
              <FormattedMessage id="quality.chart.earlier" />
            </span>
            <span className="inline-flex items-center gap-1">
              <span
                aria-hidden
                className={
                  outlier.test === 'band'
                    ? 'inline-block h-3 w-3 border border-dashed border-[#15803d] bg-[#dcfce7]'
                    : 'inline-block h-0 w-4 border-t-2 border-dashed border-[#303068]'
                }
              />
              <FormattedMessage id={`quality.chart.${outlier.test}`} />
            </span>
          </figcaption>
        </figure>
      )}
      <Link
        href={drillHref(outlier.drill, words.locale)}
        className="inline-block min-h-6 self-start underline underline-offset-2"
      >
        <FormattedMessage id="dashboard.openRecords" />
        <span className="sr-only">: {measure}</span>
      </Link>
    </li>
  );
}
