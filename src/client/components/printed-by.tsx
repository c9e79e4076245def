import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';

export interface PrintedByProps {
  user: Pick<Schemas['SessionUser'], 'fullname' | 'role' | 'province' | 'district' | 'palika'>;
  /** The moment of printing; now unless a story or test fixes it. */
  now?: Date;
}

/**
 * The line every printed page carries (hidden on screen): when it was printed, in BS, and by whom
 * for which office, so a paper copy says how current it is and where it came from.
 */
export function PrintedBy({ user, now }: PrintedByProps) {
  const intl = useIntl();
  const printedAt = usePrintMoment(now);
  const locale = useLocale();
  const places = [user.palika, user.district, user.province].find((list) => list?.length) ?? [];
  const office = places.length
    ? places.map((p) => (locale === 'np' ? p.nameNe : p.name)).join(', ')
    : intl.formatMessage({ id: 'dashboard.crumb.nation' });
  return (
    <p data-testid="printed-by" className="mb-3 hidden text-sm text-gray-800 print:block">
      <FormattedMessage
        id="print.printedBy"
        values={{
          when: formatDateTime(printedAt.toISOString(), locale),
          name: user.fullname,
          role: intl.formatMessage({ id: `role.${user.role}` }),
          office,
        }}
      />
    </p>
  );
}

/** The moment the page is printed: taken again when the browser prepares to print, not when drawn. */
function usePrintMoment(fixed: Date | undefined): Date {
  const [moment, setMoment] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return;
    const take = () => setMoment(new Date());
    window.addEventListener('beforeprint', take);
    return () => window.removeEventListener('beforeprint', take);
  }, [fixed]);
  return fixed ?? moment;
}
