import type { Schemas } from '@/shared/api/types';
import { QualitySide } from './quality-side';
import { SeverityBadge } from './severity-badge';
import type { QualityWords } from '../../quality-words';

export interface ViolationItemProps {
  violation: Schemas['QualityViolation'];
  palikaId: number;
  words: QualityWords;
}

/**
 * A broken rule: its severity in words, its name, what is wrong as a sentence with both sides'
 * values, why it matters, and both sides, each opening the records behind it.
 */
export function ViolationItem({ violation, palikaId, words }: ViolationItemProps) {
  const id = `quality-rule-${violation.rule}`;
  return (
    <li
      aria-labelledby={id}
      className={`flex flex-col gap-2 rounded border-l-4 bg-white px-4 py-3 text-sm ${
        violation.severity === 'error' ? 'border-red-700' : 'border-amber-600'
      }`}
    >
      <p className="flex flex-wrap items-center gap-2">
        <SeverityBadge severity={violation.severity} words={words} />
        <span id={id} className="font-semibold text-secondary">
          {words.ruleName(violation.rule)}
        </span>
      </p>
      <p>{words.violation(violation)}</p>
      <p className="text-gray-800">{words.explanation(violation.rule)}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <QualitySide side={violation.left} palikaId={palikaId} words={words} />
        <QualitySide side={violation.right} palikaId={palikaId} words={words} />
      </div>
    </li>
  );
}
