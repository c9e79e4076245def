import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/client/components/button';
import type { Schemas } from '@/shared/api/types';
import { QualitySummary } from './quality-flags';
import { SeverityBadge } from './severity-badge';
import { useQualityWords } from '../../quality-words';

export interface FlagsCheckProps {
  quality: Schemas['QualityReport'];
  /** The move's name: "Approve", "Accept". */
  moveLabel: string;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/**
 * Before an approval or an acceptance, the period's flags once more: how many, and each by name,
 * linking to it above; then the approver decides (or steps back). Focus comes here when it opens.
 */
export function FlagsCheck({ quality, moveLabel, onConfirm, onCancel }: FlagsCheckProps) {
  const words = useQualityWords();
  const box = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => box.current?.focus(), []);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="group"
      aria-labelledby="quality-check-title"
      className="flex flex-col gap-3 rounded border border-amber-600 bg-amber-50 p-4 text-sm"
    >
      <p id="quality-check-title" className="font-semibold">
        <FormattedMessage id="quality.check.title" values={{ move: moveLabel }} />
      </p>
      <QualitySummary quality={quality} />
      <ul className="flex flex-col gap-1">
        {quality.violations.map((violation) => (
          <li key={violation.rule} className="flex flex-wrap items-center gap-2">
            <SeverityBadge severity={violation.severity} words={words} />
            <a href={`#quality-rule-${violation.rule}`} className="inline-block min-h-6 underline">
              {words.ruleName(violation.rule)}
            </a>
          </li>
        ))}
        {quality.outliers.map((outlier) => (
          <li
            key={`${outlier.measure}-${outlier.test}`}
            className="flex flex-wrap items-center gap-2"
          >
            <SeverityBadge severity="outlier" words={words} />
            <a
              href={`#quality-outlier-${outlier.measure}-${outlier.test}`}
              className="inline-block min-h-6 underline"
            >
              {words.t(`quality.outlier.test.${outlier.test}`, {
                measure: words.measure(outlier.measure),
              })}
            </a>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button busy={busy} onClick={() => void confirm()}>
          <FormattedMessage id="quality.check.confirm" values={{ move: moveLabel }} />
        </Button>
        <Button variant="outline" onClick={onCancel}>
          <FormattedMessage id="quality.check.cancel" />
        </Button>
      </div>
    </div>
  );
}
