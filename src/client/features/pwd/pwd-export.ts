import { PWD_FIELDS } from '@/client/features/pwd/pwd-fields';
import { apiGet } from '@/client/lib/api-client';
import { columnExport } from '@/client/lib/records/column-export';
import { fieldsNamed } from '@/client/lib/records/field-text';
import { exportColumnsOf } from '@/client/lib/records/field-views';
import type { QueryOf, Schemas } from '@/shared/api/types';

/** The columns of an exported list: every field a palika needs for its registers, in the reader's language. */
const EXPORTED = [
  'registrationNo',
  'registrationDate',
  'nameNe',
  'nameEn',
  'gender',
  'dob',
  'age',
  'palikaId',
  'wardNo',
  'tole',
  'disabilityTypes',
  'primaryDisabilityType',
  'disabilitySubtypes',
  'severityClass',
  'cardStatus',
  'cardNo',
  'cardIssueDate',
  'phone',
  'fatherName',
  'motherName',
  'guardianName',
  'guardianRelation',
  'guardianPhone',
  'citizenshipNo',
  'nin',
  'ssaReceiving',
  'healthInsuranceStatus',
  'educationStatus',
  'schoolId',
  'registeredByFchvId',
  'livelihoodStatus',
  'status',
];

/** Chunks of exactly the filtered persons the server lets this user see, as rows of the file. */
const exporter = columnExport<
  Schemas['Profile'],
  Omit<QueryOf<'exportProfiles'>, 'after' | 'limit'>
>(exportColumnsOf(fieldsNamed(PWD_FIELDS, EXPORTED)), (query) =>
  apiGet('/api/pwd/profiles/export', { params: { query } }),
);

export const pwdExportHeader = exporter.header;
export const pwdChunkLoader = exporter.loader;
