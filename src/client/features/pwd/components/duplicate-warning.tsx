import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Button } from '@/client/components/button';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { formatNumber } from '@/shared/format/number';
import { pathFor } from '@/shared/routes';

export interface DuplicateWarningProps {
  matches: Schemas['DuplicateMatch'][];
  /** The user has looked and says this is another person: save anyway. */
  onDifferentPerson: () => void;
}

/** Records that may be the same person, each with why it matched and a link to open it instead of saving. */
export function DuplicateWarning({ matches, onDifferentPerson }: DuplicateWarningProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <section
      role="alert"
      aria-labelledby="duplicate-title"
      className="rounded border-2 border-amber-600 bg-amber-50 p-4"
    >
      <h2 id="duplicate-title" className="text-lg font-semibold text-amber-900">
        <FormattedMessage id="pwd.duplicates.title" values={{ count: matches.length }} />
      </h2>
      <p className="mt-1 text-gray-900">
        <FormattedMessage id="pwd.duplicates.message" />
      </p>
      <ul className="mt-3 flex flex-col gap-2">
        {matches.map(({ profile, reasons }) => (
          <li key={profile._id} className="rounded border border-amber-300 bg-white p-3">
            <Link
              href={pathFor('pwdProfileView', locale, { id: profile._id })}
              className="font-semibold text-primary underline"
            >
              {profile.nameNe}
              {profile.nameEn ? ` (${profile.nameEn})` : ''} — {profile.registrationNo}
            </Link>
            <p className="text-sm text-gray-800">
              {locale === 'np' ? profile.palika.nameNe : profile.palika.name} –{' '}
              {formatNumber(profile.wardNo, locale)} ·{' '}
              {formatBsDate(profile.registrationDate, locale)}
            </p>
            <p className="text-sm text-gray-800">
              {reasons
                .map((r) => intl.formatMessage({ id: `enum.duplicateReason.${r}` }))
                .join('; ')}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <Button variant="outline" onClick={onDifferentPerson}>
          <FormattedMessage id="pwd.duplicates.different" />
        </Button>
      </div>
    </section>
  );
}
