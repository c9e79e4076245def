import { WARD_FIELDS } from '@/client/features/palika/ward-fields';
import { wardName } from '@/client/features/palika/ward-name';
import { fieldTableColumns } from '@/client/lib/records/field-lists';

/** Wards: palika and number (opens it), chair, population, persons with disabilities counted, FCHVs. */
export const WARD_TABLE = fieldTableColumns(WARD_FIELDS, 'page.wardProfile', [
  {
    id: 'ward',
    label: 'ward.column.ward',
    sort: true,
    cell: { kind: 'open', text: (w, { intl, locale }) => wardName(intl, locale, w) },
  },
  { field: 'chairName', id: 'chair' },
  { field: 'populationTotal', id: 'population', sort: true },
  { field: 'pwdCensusCount', id: 'pwd' },
  {
    id: 'fchvs',
    label: 'ward.field.fchvCount',
    cell: { kind: 'number', value: (w) => w.fchvCount },
  },
  {
    id: 'filled',
    label: 'ward.column.filled',
    cell: { kind: 'text', value: (w, { t }) => t(w.filled ? 'ward.filled.yes' : 'ward.filled.no') },
  },
]);
