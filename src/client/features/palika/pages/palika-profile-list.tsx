import type { ListDeclaration } from '@/client/components/record-screen/declared-list';
import { palikaProfileRecords } from '@/client/features/palika/api/palika-profile-records';
import { PALIKA_PROFILE_TABLE } from '@/client/features/palika/components/palika-profile-columns';
import { PalikaProfileDetails } from '@/client/features/palika/components/palika-profile-details';
import {
  PALIKA_PROFILE_FILTERS,
  type PalikaProfileFilterValues,
} from '@/client/features/palika/components/palika-profile-filters';
import { PALIKA_PROFILE_ENUM_FIELDS } from '@/client/features/palika/components/palika-profile-form/values';
import { PALIKA_PROFILE_FIELDS } from '@/client/features/palika/palika-profile-fields';
import { fieldExporter } from '@/client/lib/records/field-sheets';
import type { Schemas } from '@/shared/api/types';

/** Every palika of the user's area with its profile, filled in or not; one opened to read or edit. */
export const PALIKA_PROFILE_LIST: ListDeclaration<
  Schemas['PalikaProfile'],
  PalikaProfileFilterValues
> = {
  operationId: 'listPalikaProfiles',
  prefix: 'palikaProfile',
  ofPlace: true,
  route: 'actualPalikaProfile',
  records: palikaProfileRecords,
  nameOf: (p, locale) => (locale === 'np' ? p.nameNe : p.nameEn),
  enumFields: PALIKA_PROFILE_ENUM_FIELDS,
  table: PALIKA_PROFILE_TABLE,
  filters: PALIKA_PROFILE_FILTERS,
  details: (p) => <PalikaProfileDetails profile={p} />,
  exporter: fieldExporter(PALIKA_PROFILE_FIELDS, palikaProfileRecords.exportChunk),
};
