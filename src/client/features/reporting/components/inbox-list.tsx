import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { EmptyState } from '@/client/components/empty-state';
import { usePeriodWords } from '@/client/lib/reporting-words';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { localizePath } from '@/shared/locale';
import { ErrorComments } from './error-comments';

type Item = Schemas['InboxItem'];

/** What waits for the reader, each item a link to where it is acted on, with when and from whom. */
export function InboxList({ inbox }: { inbox: Schemas['Inbox'] }) {
  const intl = useIntl();
  const words = usePeriodWords();
  if (inbox.items.length === 0)
    return (
      <EmptyState
        title={<FormattedMessage id="inbox.empty.title" />}
        message={<FormattedMessage id="inbox.empty.message" />}
      />
    );
  const what = (item: Item) =>
    item.period
      ? words.period(item.fiscalYear, item.period)
      : intl.formatMessage({ id: 'inbox.year' }, { year: words.year(item.fiscalYear) });
  return (
    <>
      <p className="mb-3 text-sm text-gray-800">
        <FormattedMessage id="inbox.count" values={{ count: inbox.count }} />
      </p>
      <ul className="flex flex-col gap-2">
        {inbox.items.map((item, index) => (
          <li
            key={`${item.kind}-${item.palikaId}-${item.fiscalYear}-${item.period}-${item.targetId}-${index}`}
            className="rounded border border-gray-200 bg-white px-4 py-3 text-sm"
          >
            <Link href={localizePath(item.path, words.locale)} className="font-semibold underline">
              <FormattedMessage
                id={`inbox.kind.${item.kind}`}
                values={{
                  place: words.locale === 'np' ? item.placeNameNe : item.placeNameEn,
                  period: what(item),
                }}
              />
            </Link>
            <p className="mt-1 flex flex-wrap gap-x-3 text-gray-800">
              {item.since && (
                <span>
                  <FormattedMessage
                    id="inbox.since"
                    values={{ when: words.moment(item.since), who: item.by ?? '—' }}
                  />
                </span>
              )}
              {item.dueDate && (
                <span>
                  <FormattedMessage
                    id="reporting.status.due"
                    values={{ due: formatBsDate(item.dueDate, words.locale) }}
                  />
                </span>
              )}
              {item.late && (
                <span className="font-semibold text-red-900">
                  <FormattedMessage id="reporting.late" />
                </span>
              )}
            </p>
            {item.reason && (
              <p className="mt-1">
                <FormattedMessage id="reporting.history.reason" values={{ reason: item.reason }} />
              </p>
            )}
            {item.comments.length > 0 && (
              <ErrorComments comments={item.comments} id={`inbox-${index}-comments`} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
