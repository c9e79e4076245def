import { apiGet } from '@/client/lib/api-client';
import { enumLabel } from '@/client/lib/enum-options';
import { type ExportColumn, columnExport } from '@/client/lib/records/column-export';
import type { QueryOf, Schemas } from '@/shared/api/types';

type Ward = Schemas['WardProfile'];
const field = (name: keyof Ward): ExportColumn<Ward> => [
  `ward.field.${name}`,
  (w) => w[name] as string | number | null,
];

/** A ward a row: its place, every field of its form, its FCHVs. */
const COLUMNS: ExportColumn<Ward>[] = [
  ['facility.export.district', (w, _, l) => (l === 'np' ? w.district.nameNp : w.district.name)],
  ['ward.field.palikaId', (w, _, l) => (l === 'np' ? w.palika.nameNp : w.palika.name)],
  field('wardNo'),
  field('nameNe'),
  field('officeAddress'),
  field('officePhone'),
  field('officeEmail'),
  field('chairName'),
  field('chairPhone'),
  field('secretaryName'),
  field('secretaryPhone'),
  field('populationTotal'),
  field('populationMale'),
  field('populationFemale'),
  field('populationOther'),
  ['ward.field.populationSource', (w, i) => enumLabel(i, 'populationSource', w.populationSource)],
  field('populationYear'),
  field('households'),
  field('pwdCensusCount'),
  field('fchvCount'),
  field('areaSqKm'),
  field('tolesCount'),
  ['ward.field.ecologicalBelt', (w, i) => enumLabel(i, 'ecologicalBelt', w.ecologicalBelt)],
  [
    'ward.field.dprpCommitteeFormed',
    (w) => (w.dprpCommitteeFormed === null ? null : w.dprpCommitteeFormed ? 1 : 0),
  ],
  field('committeeFormedOn'),
];

const exporter = columnExport<Ward, Omit<QueryOf<'exportWardProfiles'>, 'after' | 'limit'>>(
  COLUMNS,
  (query) => apiGet('/api/palika/wards/export', { params: { query } }),
);

export const wardExportHeader = exporter.header;
export const wardChunkLoader = exporter.loader;
