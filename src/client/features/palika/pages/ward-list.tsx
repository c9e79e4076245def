import type { ListDeclaration } from '@/client/components/record-screen/declared-list';
import { wardRecords } from '@/client/features/palika/api/ward-records';
import { WARD_TABLE } from '@/client/features/palika/components/ward-columns';
import {
  WARD_FILTERS,
  type WardFilterValues,
} from '@/client/features/palika/components/ward-filters';
import { WARD_ENUM_FIELDS } from '@/client/features/palika/components/ward-form/values';
import { WARD_FIELDS } from '@/client/features/palika/ward-fields';
import { wardName } from '@/client/features/palika/ward-name';
import { fieldExporter } from '@/client/lib/records/field-sheets';
import { FieldDetails } from '@/client/lib/records/field-views';
import type { Schemas } from '@/shared/api/types';

/** Every ward of the user's area with its profile, filled in or not; one opened to read or edit. */
export const WARD_LIST: ListDeclaration<Schemas['WardProfile'], WardFilterValues> = {
  operationId: 'listWardProfiles',
  prefix: 'ward',
  ofPlace: true,
  route: 'wardProfile',
  records: wardRecords,
  nameOf: (w, locale, intl) => wardName(intl, locale, w),
  enumFields: WARD_ENUM_FIELDS,
  table: WARD_TABLE,
  filters: WARD_FILTERS,
  details: (w) => <FieldDetails table={WARD_FIELDS} row={w} />,
  exporter: fieldExporter(WARD_FIELDS, wardRecords.exportChunk),
};
