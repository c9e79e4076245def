import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from './button';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and next, with where the reader is and how many there are, in the page's digits. */
export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'pagination.label' })}
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p aria-live="polite">
        <FormattedMessage
          id="pagination.status"
          values={{
            page,
            pages,
            total,
          }}
        />
      </p>
      <div className="flex gap-2">
        <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <FormattedMessage id="pagination.previous" />
        </Button>
        <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <FormattedMessage id="pagination.next" />
        </Button>
      </div>
    </nav>
  );
}
