import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { enumLabel } from '@/client/lib/enum-options';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { formatNumber } from '@/shared/format/number';
import { hrefFor } from '@/shared/routes';
import { usePercent } from './year-figures';

type Standing = Schemas['PalikaStanding'];

/** The batch's palikas side by side on the same figures, this one marked; each opens its own page. */
export function BatchPeers({ standing }: { standing: Standing }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const n = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 2 });
  const percent = usePercent();
  const headers = [
    'standing.peer.palika',
    'standing.peer.phase',
    'standing.joinedOn',
    'standing.peer.activities',
    'standing.peer.completed',
    'standing.achieved',
    'standing.peer.spent',
  ];
  return (
    <section
      aria-labelledby="standing-peers"
      className="rounded border border-gray-200 bg-white p-4"
    >
      <h2 id="standing-peers" className="text-lg font-semibold text-secondary">
        <FormattedMessage id="standing.peers" />
      </h2>
      <p className="text-sm text-gray-700">
        <FormattedMessage id="standing.peers.help" />
      </p>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('standing.peers')}</caption>
          <thead>
            <tr className="border-b border-gray-300">
              {headers.map((id) => (
                <th key={id} scope="col" className="py-1 pr-3">
                  {t(id)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {standing.peers.map((peer) => {
              const self = peer.palika._id === standing.palika._id;
              const name = locale === 'np' ? peer.palika.nameNe : peer.palika.name;
              return (
                <tr
                  key={peer.palika._id}
                  aria-current={self ? 'true' : undefined}
                  className={`border-b border-gray-100 ${self ? 'bg-blue-50 font-semibold' : ''}`}
                >
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {self ? (
                      <FormattedMessage id="standing.peer.self" values={{ name }} />
                    ) : (
                      <Link
                        className="text-primary underline"
                        href={hrefFor(
                          'actualPalikaProfileBatch',
                          locale,
                          {},
                          {
                            palikaId: peer.palika._id,
                            fiscalYear: standing.fiscalYear,
                          },
                        )}
                      >
                        {name}
                      </Link>
                    )}
                    <span className="block text-gray-700">
                      {locale === 'np' ? peer.district.nameNe : peer.district.name}
                    </span>
                  </th>
                  <td className="py-1 pr-3">{enumLabel(intl, 'phase', peer.phase)}</td>
                  <td className="py-1 pr-3">{formatBsDate(peer.joinedOn, locale)}</td>
                  <td className="py-1 pr-3">{n(peer.activities)}</td>
                  <td className="py-1 pr-3">{n(peer.completed)}</td>
                  <td className="py-1 pr-3">{percent(peer.achievedOutput, peer.plannedOutput)}</td>
                  <td className="py-1 pr-3">{percent(peer.expenditure, peer.budget)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
