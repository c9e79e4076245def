import { pwdRecords } from '@/client/features/pwd/api/pwd-records';
import { PWD_FIELDS } from '@/client/features/pwd/pwd-fields';
import { fieldExporter } from '@/client/lib/records/field-sheets';
import { fieldsNamed } from '@/client/lib/records/field-text';

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
export const pwdExporter = fieldExporter(fieldsNamed(PWD_FIELDS, EXPORTED), pwdRecords.exportChunk);
