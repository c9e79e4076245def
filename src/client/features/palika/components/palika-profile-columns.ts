import { PALIKA_PROFILE_FIELDS } from '@/client/features/palika/palika-profile-fields';
import { fieldTableColumns, namesColumn } from '@/client/lib/records/field-lists';

/** Palikas: name (opens it), type, district, population, persons with disabilities counted, batch, filled in. */
export const PALIKA_PROFILE_TABLE = fieldTableColumns(
  PALIKA_PROFILE_FIELDS,
  'page.actualPalikaProfile',
  [
    namesColumn('facility.column.name'),
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
    { field: 'populationTotal', id: 'population', sort: true },
    { field: 'pwdCensusCount', id: 'pwd' },
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
);
