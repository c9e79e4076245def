import {
  type RecordKind,
  type WritableColumn,
  trimmedFields,
} from '@/server/platform/records/record-kind';
import { type RecordInput, checkRecord } from './record-checks';
import { type RecordFilters, recordFilters } from './record-filters';
import { RECORD_FROM, RECORD_SELECT, type ServiceRecord, recordOf } from './record-row';

const COLUMNS: [keyof RecordInput & string, string][] = [
  ['pwdId', 'pwd_id'],
  ['isGroup', 'is_group'],
  ['participantsMale', 'participants_male'],
  ['participantsFemale', 'participants_female'],
  ['participantsOther', 'participants_other'],
  ['participantsPwd', 'participants_pwd'],
  ['categoryId', 'category_id'],
  ['serviceDate', 'service_date'],
  ['palikaId', 'palika_id'],
  ['wardNo', 'ward_no'],
  ['providerType', 'provider_type'],
  ['providerName', 'provider_name'],
  ['providerId', 'provider_id'],
  ['quantity', 'quantity'],
  ['unit', 'unit'],
  ['costNpr', 'cost_npr'],
  ['fundingSource', 'funding_source'],
  ['assistiveDeviceType', 'assistive_device_type'],
  ['deviceSerial', 'device_serial'],
  ['referralFacility', 'referral_facility'],
  ['referralReason', 'referral_reason'],
  ['referralStatus', 'referral_status'],
  ['referralOutcomeDate', 'referral_outcome_date'],
  ['attributes', 'attributes'],
  ['followUpDate', 'follow_up_date'],
  ['notes', 'notes'],
];

const clean = (input: RecordInput): RecordInput => {
  const out = trimmedFields(input, COLUMNS);
  out.attributes = input.attributes ?? {};
  return out as RecordInput;
};
const columns: WritableColumn<RecordInput>[] = COLUMNS.map(([field, column]) => ({
  field,
  column,
  json: field === 'attributes',
}));

/** A service given to a person or a group (DOMAIN.md §7.2), on the record kit. */
export const serviceRecordKind: RecordKind<ServiceRecord, RecordInput, RecordFilters> = {
  entity: 'service',
  table: 'service_records',
  alias: 'r',
  from: RECORD_FROM,
  select: RECORD_SELECT,
  recordOf,
  columns,
  clean,
  ownerOf: (input) => input.palikaId,
  async check(tx, tenant, input) {
    const period = await checkRecord(tx, tenant, input);
    return { columns: { fiscal_year: period.fiscalYear, trimester: period.trimester } };
  },
  auditIgnore: ['version', 'updatedAt', 'updatedBy', 'category', 'person', 'palika', 'provider'],
  filters: recordFilters,
  defaultOrder: 'r.service_date DESC, r.id',
};
