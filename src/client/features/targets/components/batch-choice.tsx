import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { SelectInput } from '@/client/components/select-input';
import { apiGet } from '@/client/lib/api-client';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';

export interface BatchChoiceProps {
  value: string | null;
  onChange: (batch: Schemas['Batch'] | undefined) => void;
}

/** Administrators set a batch's own targets too (issue 19 §1): the batches to choose from. */
export function BatchChoice({ value, onChange }: BatchChoiceProps) {
  const intl = useIntl();
  const locale = useLocale();
  const batches = useQuery({
    queryKey: ['batches', 'choice'],
    queryFn: () => apiGet('/api/programme/batches', { params: { query: { pageSize: 100 } } }),
  });
  const items = batches.data?.items ?? [];
  return (
    <div className="w-full max-w-md">
      <SelectInput
        id="target-batch"
        label={intl.formatMessage({ id: 'target.batch' })}
        placeholder={intl.formatMessage({ id: 'target.batch.none' })}
        value={value ?? ''}
        options={items.map((batch) => ({
          value: batch._id,
          label: `${batch.code} · ${locale === 'np' ? batch.nameNe : batch.nameEn}`,
        }))}
        onChange={(e) => onChange(items.find((batch) => batch._id === e.target.value))}
      />
    </div>
  );
}
