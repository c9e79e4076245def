import { FormattedMessage } from 'react-intl';
import { Alert } from '@/client/components/alert';
import { Button } from '@/client/components/button';
import { fchvRecords } from '@/client/features/palika/api/fchv-records';
import type { QueryOf } from '@/shared/api/types';

type Filters = Omit<QueryOf<'listFchvs'>, 'page' | 'pageSize' | 'sort' | 'order'>;

/** How many active FCHVs of the place are due to retire within a year, with the way to list them. */
export function RetirementNotice({ filters, onShow }: { filters: Filters; onShow: () => void }) {
  const due = fchvRecords.useList({
    provinceId: filters.provinceId,
    districtId: filters.districtId,
    palikaId: filters.palikaId,
    wardNo: filters.wardNo,
    retirement: 'due',
    pageSize: 1,
  }).data?.total;
  if (!due) return null;
  return (
    <div className="mb-4">
      <Alert tone="info">
        <span className="flex flex-wrap items-center gap-3">
          <FormattedMessage id="fchv.retirement.notice" values={{ count: due }} />
          <Button variant="outline" onClick={onShow}>
            <FormattedMessage id="fchv.retirement.show" />
          </Button>
        </span>
      </Alert>
    </div>
  );
}
