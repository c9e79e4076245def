import type { Cell } from '@/client/lib/table-file';
import type { Schemas } from '@/shared/api/types';
import type { QualityWords } from './quality-words';

type Area = Schemas['QualityArea'];

const COUNTS = ['palikas', 'errors', 'warnings', 'outliers'] as const;

/**
 * The data-quality ranking as a file: one row per place, in its rank, with its counts and the rules
 * broken in it ("name (palikas)"), headed in the reader's language (numbers stay numbers).
 */
export function qualityFile(area: Area, words: QualityWords) {
  const level = area.places[0]?.level ?? 'palika';
  const header = [
    words.t('quality.area.rank'),
    words.t(`reporting.board.level.${level}`),
    ...COUNTS.map((count) => words.t(`quality.area.${count}`)),
    words.t('quality.area.rules'),
  ];
  const rows: Cell[][] = area.places.map((place, i) => [
    i + 1,
    words.locale === 'np' ? place.nameNe : place.nameEn,
    ...COUNTS.map((count) => place[count]),
    place.rules.map((rule) => `${words.ruleName(rule.rule)} (${rule.palikas})`).join('; '),
  ]);
  return { header, rows };
}
