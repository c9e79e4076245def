import { FormattedMessage } from 'react-intl';
import { LoadingState } from '@/client/components/loading-state';
import { RequestFailure } from '@/client/components/request-failure';
import type { Schemas } from '@/shared/api/types';
import { OutlierItem } from './outlier-item';
import { ViolationItem } from './violation-item';
import { useQualityWords } from '../../quality-words';

type Quality = Schemas['QualityReport'];

export interface QualityFlagsProps {
  /** The period's flags as the server answers them now; undefined while they load. */
  quality?: Quality;
  error?: unknown;
  onRetry?: () => void;
  /** The heading's level: 2 on the period's page, 3 inside an approval's check. */
  level?: 2 | 3;
}

/** The counts of a period's flags in one sentence, and how many rules were checked. */
export function QualitySummary({ quality }: { quality: Quality }) {
  const flags = quality.errors + quality.warnings + quality.outliers.length;
  return (
    <p className="text-sm text-gray-800">
      <FormattedMessage
        id={flags === 0 ? 'quality.summary.none' : 'quality.summary'}
        values={{
          errors: quality.errors,
          warnings: quality.warnings,
          outliers: quality.outliers.length,
          rules: quality.rulesChecked,
        }}
      />
    </p>
  );
}

/**
 * What looks wrong in the period, live, above the moves: the errors (to explain before a
 * submission), the warnings and the outliers, each with the records behind it.
 */
export function QualityFlags({ quality, error, onRetry, level = 2 }: QualityFlagsProps) {
  const words = useQualityWords();
  const Heading = `h${level}` as const;
  const Sub = `h${level + 1}` as 'h3' | 'h4';
  const groups =
    quality &&
    ([
      ['error', quality.violations.filter((v) => v.severity === 'error')],
      ['warning', quality.violations.filter((v) => v.severity === 'warning')],
    ] as const);
  return (
    <section aria-labelledby="quality-flags" className="flex flex-col gap-3">
      <Heading id="quality-flags" className="text-lg font-semibold text-secondary">
        <FormattedMessage id="quality.heading" />
      </Heading>
      {error ? (
        <RequestFailure error={error} onRetry={onRetry} />
      ) : !quality || !groups ? (
        <LoadingState lines={3} />
      ) : (
        <>
          <QualitySummary quality={quality} />
          {groups.map(
            ([severity, violations]) =>
              violations.length > 0 && (
                <div key={severity} className="flex flex-col gap-2">
                  <Sub className="font-semibold">
                    <FormattedMessage
                      id={`quality.group.${severity}`}
                      values={{ count: violations.length }}
                    />
                  </Sub>
                  <ul className="flex flex-col gap-2">
                    {violations.map((violation) => (
                      <ViolationItem
                        key={violation.rule}
                        violation={violation}
                        palikaId={quality.palikaId}
                        words={words}
                      />
                    ))}
                  </ul>
                </div>
              ),
          )}
          {quality.outliers.length > 0 && (
            <div className="flex flex-col gap-2">
              <Sub className="font-semibold">
                <FormattedMessage
                  id="quality.group.outlier"
                  values={{ count: quality.outliers.length }}
                />
              </Sub>
              <ul className="grid gap-2 lg:grid-cols-2">
                {quality.outliers.map((outlier) => (
                  <OutlierItem
                    key={`${outlier.measure}-${outlier.test}`}
                    outlier={outlier}
                    words={words}
                  />
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
