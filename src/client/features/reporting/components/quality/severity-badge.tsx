import type { QualityWords } from '../../quality-words';

const TONES = {
  error: 'bg-red-100 text-red-900',
  warning: 'bg-amber-100 text-amber-900',
  outlier: 'bg-blue-100 text-blue-900',
} as const;

/** What kind of flag this is, in words (never by colour alone). */
export function SeverityBadge({
  severity,
  words,
}: {
  severity: keyof typeof TONES;
  words: QualityWords;
}) {
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${TONES[severity]}`}>
      {words.t(`quality.severity.${severity}`)}
    </span>
  );
}
