import { apiGet } from '@/client/lib/api-client';
import { enumLabel } from '@/client/lib/enum-options';
import { type ExportColumn, columnExport } from '@/client/lib/records/column-export';
import type { QueryOf, Schemas } from '@/shared/api/types';

type Facility = Schemas['HealthFacility'];
type Column = ExportColumn<Facility>;

/** A facility a row, every field of its form; its place by name. */
const COLUMNS: Column[] = [
  ['facility.field.nameNe', (f) => f.nameNe],
  ['facility.field.nameEn', (f) => f.nameEn],
  ['facility.field.facilityType', (f, i) => enumLabel(i, 'facilityType', f.facilityType)],
  ['facility.field.ownership', (f, i) => enumLabel(i, 'ownership', f.ownership)],
  [
    'facility.field.operationalStatus',
    (f, i) => enumLabel(i, 'operationalStatus', f.operationalStatus),
  ],
  ['facility.field.hmisCode', (f) => f.hmisCode],
  ['facility.field.dhis2Uid', (f) => f.dhis2Uid],
  ['facility.export.district', (f, _, l) => (l === 'np' ? f.district.nameNp : f.district.name)],
  ['facility.field.palikaId', (f, _, l) => (l === 'np' ? f.palika.nameNp : f.palika.name)],
  ['facility.field.wardNo', (f) => f.wardNo],
  ['facility.field.catchmentWards', (f) => f.catchmentWards.join(', ')],
  ['facility.field.latitude', (f) => f.latitude],
  ['facility.field.longitude', (f) => f.longitude],
  ['facility.field.inChargeName', (f) => f.inChargeName],
  ['facility.field.inChargePhone', (f) => f.inChargePhone],
  ['facility.field.email', (f) => f.email],
  [
    'facility.field.services',
    (f, i) => f.services.map((code) => enumLabel(i, 'facilityService', code)).join('; '),
  ],
  ['facility.field.beds', (f) => f.beds],
  [
    'facility.field.insuranceFirstPoint',
    (f, i) =>
      f.insuranceFirstPoint === null ? null : enumLabel(i, 'yesNo', String(f.insuranceFirstPoint)),
  ],
];

const exporter = columnExport<Facility, Omit<QueryOf<'exportHealthFacilities'>, 'after' | 'limit'>>(
  COLUMNS,
  (query) => apiGet('/api/palika/health-facilities/export', { params: { query } }),
);

export const facilityExportHeader = exporter.header;
export const facilityChunkLoader = exporter.loader;
