import { apiGet } from '@/client/lib/api-client';
import { enumLabel } from '@/client/lib/enum-options';
import { type ExportColumn, columnExport } from '@/client/lib/records/column-export';
import type { QueryOf, Schemas } from '@/shared/api/types';

type PalikaProfile = Schemas['PalikaProfile'];
const field = (name: keyof PalikaProfile): ExportColumn<PalikaProfile> => [
  `palikaProfile.field.${name}`,
  (p) => p[name] as string | number | null,
];

/** A palika a row: its place in the geography, every field of its form, its facilitators by name. */
const COLUMNS: ExportColumn<PalikaProfile>[] = [
  ['facility.export.district', (p, _, l) => (l === 'np' ? p.district.nameNp : p.district.name)],
  field('code'),
  field('nameNe'),
  field('nameEn'),
  ['palikaProfile.field.palikaType', (p, i) => enumLabel(i, 'palikaType', p.palikaType)],
  field('wardCount'),
  ['palikaProfile.field.currentBatch', (p) => p.currentBatch?.code ?? null],
  field('headquarters'),
  field('phone'),
  field('email'),
  field('website'),
  field('chiefName'),
  field('deputyName'),
  field('caoName'),
  field('focalPersonName'),
  field('focalPersonPhone'),
  field('populationTotal'),
  field('populationMale'),
  field('populationFemale'),
  field('populationOther'),
  [
    'palikaProfile.field.populationSource',
    (p, i) => p.populationSource && enumLabel(i, 'populationSource', p.populationSource),
  ],
  field('populationYear'),
  field('households'),
  field('pwdCensusCount'),
  field('areaSqKm'),
  [
    'palikaProfile.field.ecologicalBelt',
    (p, i) => p.ecologicalBelt && enumLabel(i, 'ecologicalBelt', p.ecologicalBelt),
  ],
  field('committeeFormedOn'),
  field('idCardProcedureOn'),
  ['palikaProfile.cbrfs.legend', (p) => (p.cbrfs ?? []).map((c) => c.name).join('; ')],
];

const exporter = columnExport<
  PalikaProfile,
  Omit<QueryOf<'exportPalikaProfiles'>, 'after' | 'limit'>
>(COLUMNS, (query) => apiGet('/api/palika/profiles/export', { params: { query } }));

export const palikaProfileExportHeader = exporter.header;
export const palikaProfileChunkLoader = exporter.loader;
