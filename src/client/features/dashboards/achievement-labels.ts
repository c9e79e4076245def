import type { Schemas } from '@/shared/api/types';
import type { Locale } from '@/shared/locale';
import { targetLabelId } from '@/shared/measures/measure-list';
import type { IntlShape } from 'react-intl';

type Measure = Pick<Schemas['AchievementMeasure'], 'measure' | 'nameEn' | 'nameNe' | 'templateId'>;

/** A measure in words: what it counts, and the category, standard activity or attribute it is narrowed to. */
export function measureLabel(intl: IntlShape, locale: Locale, measure: Measure): string {
  // The output of every activity, against the activities' own plan.
  if (measure.measure === 'activityOutput' && !measure.templateId)
    return intl.formatMessage({ id: 'achievement.plan.label' });
  const what = intl.formatMessage({ id: targetLabelId(measure.measure) });
  const name = locale === 'np' ? measure.nameNe : measure.nameEn;
  return name ? `${what}: ${name}` : what;
}
