import { FormattedMessage, useIntl } from 'react-intl';
import { FactList } from '@/client/components/fact-list';
import { enumLabel } from '@/client/lib/enum-options';
import { useProgrammeName } from '@/client/lib/programme-name';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { formatNumber } from '@/shared/format/number';
import { COST_SHARERS } from '@/shared/programme/enums';

type Standing = Schemas['PalikaStanding'];

/** The palika's batch: what it is, the agreement, the cost shares, and its phases with the one it is in now. */
export function BatchCard({
  batch,
  member,
}: {
  batch: NonNullable<Standing['batch']>;
  member: NonNullable<Standing['member']>;
}) {
  const intl = useIntl();
  const programmeName = useProgrammeName();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const date = (iso: string | null) => (iso ? formatBsDate(iso, locale) : null);
  const shares = COST_SHARERS.filter((who) => batch.costShare[who] !== undefined).map(
    (who) =>
      `${t(`standing.sharer.${who}`)} ${formatNumber(batch.costShare[who]!, locale, { maximumFractionDigits: 1 })}%`,
  );
  return (
    <section
      aria-labelledby="standing-batch"
      className="rounded border border-gray-200 bg-white p-4"
    >
      <h2 id="standing-batch" className="text-lg font-semibold text-secondary">
        {locale === 'np' ? batch.nameNe : batch.nameEn}
      </h2>
      <FactList
        facts={[
          [t('batch.field.code'), batch.code],
          [t('batch.field.programmeName'), programmeName(batch.programmeName)],
          [t('batch.field.status'), enumLabel(intl, 'batchStatus', batch.status)],
          [t('standing.phaseNow'), <strong>{enumLabel(intl, 'phase', member.phase)}</strong>],
          [t('standing.joinedOn'), date(member.joinedOn)],
          [t('standing.agreement'), member.agreementNo],
          [t('standing.agreementDate'), date(member.agreementDate)],
          [t('batch.details.costShare'), shares.join(', ')],
          [t('batch.field.plannedEndDate'), date(batch.plannedEndDate)],
        ]}
      />
      <h3 className="mt-4 font-semibold text-gray-900">
        <FormattedMessage id="standing.calendar" />
      </h3>
      <ol className="mt-2 grid gap-2 sm:grid-cols-5">
        {member.calendar.map((step) => {
          const now = step.phase === member.phase;
          return (
            <li
              key={step.phase}
              aria-current={now ? 'step' : undefined}
              className={`rounded border p-2 text-sm ${now ? 'border-primary bg-blue-50 font-semibold' : 'border-gray-200'}`}
            >
              <span className="block">{enumLabel(intl, 'phase', step.phase)}</span>
              <span className="block text-gray-700">{date(step.starts)}</span>
              {now && (
                <span className="block text-primary">
                  <FormattedMessage id="standing.now" />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
