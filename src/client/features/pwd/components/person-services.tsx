import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { LoadingState } from '@/client/components/loading-state';
import { RequestFailure } from '@/client/components/request-failure';
import { pwdRecords } from '@/client/features/pwd/api/pwd-records';
import { apiGet } from '@/client/lib/api-client';
import { useLocale } from '@/client/lib/use-locale';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { hrefFor } from '@/shared/routes';

/** The latest services of a person, with links to record another and to see them all. */
export function PersonServices({ pwdId, canRecord }: { pwdId: string; canRecord: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const services = useQuery({
    queryKey: [...pwdRecords.keys.detail(pwdId), 'services'],
    queryFn: () => apiGet('/api/services/records', { params: { query: { pwdId, pageSize: 10 } } }),
  });
  const total = services.data?.total ?? 0;
  return (
    <section
      aria-labelledby="person-services"
      className="mt-6 rounded border border-gray-200 bg-white p-4 print:break-inside-avoid"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="person-services" className="text-base font-semibold text-secondary">
          {services.data ? (
            <FormattedMessage id="pwd.services" values={{ count: total }} />
          ) : (
            <FormattedMessage id="pwd.services.loading" />
          )}
        </h2>
        <div className="flex gap-3 text-sm print:hidden">
          {canRecord && (
            <Link
              className="text-primary underline"
              href={hrefFor('providedServiceEntry', locale, undefined, { pwd: pwdId })}
            >
              <FormattedMessage id="pwd.services.record" />
            </Link>
          )}
          {total > 0 && (
            <Link
              className="text-primary underline"
              href={hrefFor('providedServiceView', locale, undefined, { pwdId })}
            >
              <FormattedMessage id="pwd.services.all" />
            </Link>
          )}
        </div>
      </div>
      {services.isLoading && <LoadingState lines={2} />}
      {services.isError && <RequestFailure error={services.error} onRetry={services.refetch} />}
      {services.data && total === 0 && (
        <p className="text-sm text-gray-700">
          <FormattedMessage id="pwd.services.none" />
        </p>
      )}
      <ul className="flex flex-col gap-1 text-sm">
        {services.data?.items.map((r) => (
          <li key={r._id}>
            {formatBsDate(r.serviceDate, locale)} ·{' '}
            {locale === 'np' ? r.category.pathNe : r.category.pathEn}
            {r.assistiveDeviceType &&
              ` — ${intl.formatMessage({ id: `enum.device.${r.assistiveDeviceType}` })}`}
            {r.referralStatus &&
              ` — ${intl.formatMessage({ id: `enum.referralStatus.${r.referralStatus}` })}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
