import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { LoadingState } from '@/client/components/loading-state';
import { Modal } from '@/client/components/modal';
import { useVersionedEdit } from '@/client/components/use-versioned-edit';
import { personQuery } from '@/client/features/services/api/service-queries';
import { serviceRecords } from '@/client/features/services/api/service-records';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { ServiceForm } from './service-form/service-form';
import { type RecordInput, serviceValuesOf } from './service-form/values';

type Record_ = Schemas['ServiceRecord'];

const OUTPUT_ONLY = [
  '_id',
  'fiscalYear',
  'trimester',
  'category',
  'person',
  'palika',
  'version',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
  'deletedAt',
  'deleteReason',
  'periodLock',
];
const inputOf = (record: Record_): RecordInput =>
  Object.fromEntries(
    Object.entries(record).filter(([key]) => !OUTPUT_ONLY.includes(key)),
  ) as RecordInput;

/** Edits one record from the version listed; a change saved meanwhile is shown field by field, and nothing is overwritten unasked. */
export function RecordEditor({
  record,
  catalogue,
  onClose,
}: {
  record: Record_;
  catalogue: Schemas['ServiceCatalogue'];
  onClose: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const update = serviceRecords.useUpdate();
  const edit = useVersionedEdit<Record_, RecordInput>({
    current: record,
    inputOf,
    fetchLatest: serviceRecords.fetchRecord,
    submit: (body, version) => update.mutateAsync({ id: record._id, body: { ...body, version } }),
    onSaved: onClose,
  });
  const base = edit.base ?? record;
  const person = useQuery({ ...personQuery(record.pwdId ?? ''), enabled: Boolean(record.pwdId) });
  const summary = person.data
    ? {
        _id: person.data._id,
        registrationNo: person.data.registrationNo,
        nameNe: person.data.nameNe,
        nameEn: person.data.nameEn ?? null,
        gender: person.data.gender,
        age: person.data.age,
        palika: person.data.places.palika,
        wardNo: person.data.wardNo,
        primaryDisabilityType: person.data.primaryDisabilityType,
        severityClass: person.data.severityClass ?? null,
        cardStatus: person.data.cardStatus,
        cardNo: person.data.cardNo ?? null,
        status: person.data.status,
        registrationDate: person.data.registrationDate,
        deletedAt: person.data.deletedAt,
        duplicateCandidate: person.data.duplicateCandidate,
      }
    : undefined;
  const label = (field: string) =>
    intl.formatMessage({ id: `services.field.${field}`, defaultMessage: field });
  const valueText = (field: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return '—';
    if (/Date$/.test(field)) return formatBsDate(String(value), locale);
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  return (
    <Modal open wide title={intl.formatMessage({ id: 'services.action.edit' })} onClose={onClose}>
      {record.pwdId && person.isLoading ? (
        <LoadingState lines={6} />
      ) : (
        <ServiceForm
          key={edit.formKey}
          initial={serviceValuesOf(base, summary, {})}
          catalogue={catalogue}
          submitLabel={intl.formatMessage({ id: 'pwd.saveChanges' })}
          onRefused={edit.onRefused}
          periodLock={record.periodLock}
          onSave={(body) => edit.save(body)}
        />
      )}
      {edit.conflictDialog({ fieldLabel: label, valueText })}
    </Modal>
  );
}
