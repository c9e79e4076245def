import type { TableDeclaration } from '@/client/components/record-screen/declared-list';
import type { Schemas } from '@/shared/api/types';

/** Palikas: name (opens it), type, district, population, persons with disabilities counted, batch, filled in. */
export const PALIKA_PROFILE_TABLE: TableDeclaration<Schemas['PalikaProfile']> = {
  caption: 'page.actualPalikaProfile',
  columns: [
    {
      id: 'name',
      label: 'facility.column.name',
      sort: true,
      cell: { kind: 'open', names: (p) => p },
    },
    {
      id: 'type',
      label: 'palikaProfile.field.palikaType',
      cell: { kind: 'enum', list: 'palikaType', value: (p) => p.palikaType },
    },
    {
      id: 'district',
      label: 'facility.export.district',
      sort: true,
      cell: { kind: 'place', value: (p) => p.district },
    },
    {
      id: 'population',
      label: 'palikaProfile.field.populationTotal',
      sort: true,
      cell: { kind: 'number', value: (p) => p.populationTotal },
    },
    {
      id: 'pwd',
      label: 'palikaProfile.field.pwdCensusCount',
      cell: { kind: 'number', value: (p) => p.pwdCensusCount },
    },
    {
      id: 'batch',
      label: 'palikaProfile.field.currentBatch',
      cell: {
        kind: 'text',
        value: ({ currentBatch: batch }, { locale }) =>
          batch && (locale === 'np' ? batch.nameNe : batch.nameEn),
      },
    },
    {
      id: 'filled',
      label: 'ward.column.filled',
      cell: {
        kind: 'text',
        value: (p, { t }) => t(p.filled ? 'ward.filled.yes' : 'ward.filled.no'),
      },
    },
  ],
};
