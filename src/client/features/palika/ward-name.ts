import type { Locale } from '@/shared/locale';
import type { IntlShape } from 'react-intl';

/** A ward as readers name it: "Biratnagar – ward 5", in their language and digits. */
export function wardName(
  intl: IntlShape,
  locale: Locale,
  ward: { wardNo: number; palika: { name: string; nameNe: string } },
): string {
  return intl.formatMessage(
    { id: 'ward.column.wardOf' },
    {
      palika: locale === 'np' ? ward.palika.nameNe : ward.palika.name,
      ward: ward.wardNo,
    },
  );
}
