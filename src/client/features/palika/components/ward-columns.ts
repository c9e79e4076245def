import type { TableDeclaration } from '@/client/components/record-screen/declared-list';
import { wardName } from '@/client/features/palika/ward-name';
import type { Schemas } from '@/shared/api/types';

/** Wards: palika and number (opens it), chair, population, persons with disabilities counted, FCHVs. */
export const WARD_TABLE: TableDeclaration<Schemas['WardProfile']> = {
  caption: 'page.wardProfile',
  columns: [
    {
      id: 'ward',
      label: 'ward.column.ward',
      sort: true,
      cell: { kind: 'open', text: (w, { intl, locale }) => wardName(intl, locale, w) },
    },
    {
      id: 'chair',
      label: 'ward.field.chairName',
      cell: { kind: 'text', value: (w) => w.chairName },
    },
    {
      id: 'population',
      label: 'ward.field.populationTotal',
      sort: true,
      cell: { kind: 'number', value: (w) => w.populationTotal },
    },
    {
      id: 'pwd',
      label: 'ward.field.pwdCensusCount',
      cell: { kind: 'number', value: (w) => w.pwdCensusCount },
    },
    {
      id: 'fchvs',
      label: 'ward.field.fchvCount',
      cell: { kind: 'number', value: (w) => w.fchvCount },
    },
    {
      id: 'filled',
      label: 'ward.column.filled',
      cell: {
        kind: 'text',
        value: (w, { t }) => t(w.filled ? 'ward.filled.yes' : 'ward.filled.no'),
      },
    },
  ],
};
