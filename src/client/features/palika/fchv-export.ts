import { apiGet } from '@/client/lib/api-client';
import { enumLabel } from '@/client/lib/enum-options';
import { type ExportColumn, columnExport } from '@/client/lib/records/column-export';
import type { QueryOf, Schemas } from '@/shared/api/types';

type Fchv = Schemas['Fchv'];
const yesNo = (value: boolean | null) => (value === null ? null : value ? 1 : 0);

/** An FCHV a row: every field of her form, her facility by name, her trainings in one cell. */
const COLUMNS: ExportColumn<Fchv>[] = [
  ['fchv.field.nameNe', (f) => f.nameNe],
  ['fchv.field.nameEn', (f) => f.nameEn],
  ['fchv.field.fchvCode', (f) => f.fchvCode],
  ['fchv.field.birthDate', (f) => f.birthDate],
  ['fchv.column.age', (f) => f.age],
  ['fchv.details.retirementDate', (f) => f.retirementDate],
  ['fchv.field.status', (f, i) => enumLabel(i, 'fchvStatus', f.status)],
  ['fchv.field.statusDate', (f) => f.statusDate],
  ['facility.export.district', (f, _, l) => (l === 'np' ? f.district.nameNp : f.district.name)],
  ['fchv.field.palikaId', (f, _, l) => (l === 'np' ? f.palika.nameNp : f.palika.name)],
  ['fchv.field.wardNo', (f) => f.wardNo],
  [
    'fchv.field.supervisingFacilityId',
    (f, _, l) => (l === 'np' ? f.supervisingFacility.nameNe : f.supervisingFacility.nameEn),
  ],
  ['fchv.field.catchmentToles', (f) => f.catchmentToles],
  ['fchv.field.catchmentHouseholds', (f) => f.catchmentHouseholds],
  ['fchv.field.mothersGroupName', (f) => f.mothersGroupName],
  ['fchv.field.mothersGroupMembers', (f) => f.mothersGroupMembers],
  ['fchv.field.areaType', (f, i) => enumLabel(i, 'areaType', f.areaType)],
  ['fchv.field.phone', (f) => f.phone],
  ['fchv.field.hasSmartphone', (f) => yesNo(f.hasSmartphone)],
  ['fchv.field.education', (f, i) => enumLabel(i, 'educationLevel', f.education)],
  ['fchv.field.maritalStatus', (f, i) => enumLabel(i, 'marital', f.maritalStatus)],
  ['fchv.field.casteEthnicityCode', (f, i) => enumLabel(i, 'caste', f.casteEthnicityCode)],
  ['fchv.field.selectedOn', (f) => f.selectedOn],
  ['fchv.field.appointmentYear', (f) => f.appointmentYear],
  ['fchv.field.basicTrainingDate', (f) => f.basicTrainingDate],
  ['fchv.field.hasIdCard', (f) => yesNo(f.hasIdCard)],
  ['fchv.field.hasKit', (f) => yesNo(f.hasKit)],
  [
    'fchv.section.trainings',
    (f, i) =>
      f.trainings
        .map((t) => `${enumLabel(i, 'fchvTraining', t.trainingType)} ${t.date}`)
        .join('; '),
  ],
];

const exporter = columnExport<Fchv, Omit<QueryOf<'exportFchvs'>, 'after' | 'limit'>>(
  COLUMNS,
  (query) => apiGet('/api/palika/fchvs/export', { params: { query } }),
);

export const fchvExportHeader = exporter.header;
export const fchvChunkLoader = exporter.loader;
