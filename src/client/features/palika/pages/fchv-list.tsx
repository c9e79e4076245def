import type { ListDeclaration } from '@/client/components/record-screen/declared-list';
import { fchvRecords } from '@/client/features/palika/api/fchv-records';
import { FCHV_TABLE } from '@/client/features/palika/components/fchv-columns';
import { FchvDetails } from '@/client/features/palika/components/fchv-details';
import {
  FCHV_FILTERS,
  type FchvFilterValues,
} from '@/client/features/palika/components/fchv-filters';
import { FCHV_ENUM_FIELDS } from '@/client/features/palika/components/fchv-form/values';
import { PalikaImport } from '@/client/features/palika/components/palika-import';
import { RetirementNotice } from '@/client/features/palika/components/retirement-notice';
import { FCHV_FIELDS } from '@/client/features/palika/fchv-fields';
import { fchvImportKind } from '@/client/features/palika/fchv-import';
import { fieldExporter } from '@/client/lib/records/field-sheets';
import type { Schemas } from '@/shared/api/types';

/** The FCHVs of the user's area with their filters in the URL, export, import, and one opened. */
export const FCHV_LIST: ListDeclaration<Schemas['Fchv'], FchvFilterValues> = {
  operationId: 'listFchvs',
  prefix: 'fchv',
  route: 'fchvProfile',
  records: fchvRecords,
  nameOf: (f, locale) => (locale === 'np' ? f.nameNe : (f.nameEn ?? f.nameNe)),
  enumFields: FCHV_ENUM_FIELDS,
  table: FCHV_TABLE,
  filters: FCHV_FILTERS,
  details: (f) => <FchvDetails fchv={f} />,
  exporter: fieldExporter(FCHV_FIELDS, fchvRecords.exportChunk),
  importer: <PalikaImport kindOf={fchvImportKind} recordsKey="fchvs" />,
  notices: ({ filters, setFilters }) =>
    !filters.retirement && (
      <RetirementNotice filters={filters} onShow={() => setFilters({ retirement: 'due' })} />
    ),
};
