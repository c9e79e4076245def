import { columnsOf } from '@/server/records/contract-fields';
import { type RecordKind, trimmedFields } from '@/server/records/record-kind';
import { type RecordInput, checkRecord } from './service-checks';
import { type RecordFilters, recordFilters } from './service-filters';
import { serviceCountedIn } from './service-periods';
import { RECORD_FROM, RECORD_SELECT, type ServiceRecord, recordOf } from './service-row';

/** Its columns, from the contract (its attributes as JSON). */
const columns = columnsOf<RecordInput>('ServiceRecordUpdate');

const clean = (input: RecordInput): RecordInput => {
  const out = trimmedFields(input, columns);
  out.attributes = input.attributes ?? {};
  return out as RecordInput;
};

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
  countedIn: serviceCountedIn,
  auditIgnore: ['version', 'updatedAt', 'updatedBy', 'category', 'person', 'palika', 'provider'],
  filters: recordFilters,
  defaultOrder: 'r.service_date DESC, r.id',
};
