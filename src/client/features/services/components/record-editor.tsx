import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConflictDialog } from '@/client/components/conflict-dialog';
import { LoadingState } from '@/client/components/loading-state';
import { Modal } from '@/client/components/modal';
import {
  personQuery,
  useUpdateServiceRecord,
} from '@/client/features/services/api/service-queries';
import { ApiError, apiGet } from '@/client/lib/api-client';
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
];
const inputOf = (record: Record_): RecordInput =>
  Object.fromEntries(
    Object.entries(record).filter(([key]) => !OUTPUT_ONLY.includes(key)),
  ) as RecordInput;

/** The current version with only the fields this user changed applied on top. */
function merged(started: Record_, mine: RecordInput, latest: Record_): RecordInput {
  const result: Record<string, unknown> = { ...inputOf(latest) };
  const before = inputOf(started) as Record<string, unknown>;
  for (const [key, value] of Object.entries(mine))
    if (JSON.stringify(value ?? null) !== JSON.stringify(before[key] ?? null)) result[key] = value;
  return result as RecordInput;
}

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
  const update = useUpdateServiceRecord();
  const [base, setBase] = useState(record);
  const [conflict, setConflict] = useState<Record_>();
  const lastBody = useRef<RecordInput>(undefined);
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
      }
    : undefined;
  const save = async (body: RecordInput, version: number) => {
    lastBody.current = body;
    await update.mutateAsync({ id: record._id, body: { ...body, version } });
    onClose();
  };
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
          key={base.version}
          initial={serviceValuesOf(base, summary, {})}
          catalogue={catalogue}
          submitLabel={intl.formatMessage({ id: 'pwd.saveChanges' })}
          onRefused={(error) => {
            if (!(error instanceof ApiError && error.status === 409)) return false;
            void apiGet('/api/services/records/{id}', {
              params: { path: { id: record._id } },
            }).then(setConflict);
            return true;
          }}
          onSave={(body) => save(body, base.version)}
        />
      )}
      {conflict && (
        <ConflictDialog
          started={base as unknown as Record<string, unknown>}
          current={conflict as unknown as Record<string, unknown> & Record_}
          fieldLabel={label}
          valueText={valueText}
          onClose={() => setConflict(undefined)}
          onReload={() => {
            setBase(conflict);
            setConflict(undefined);
          }}
          onOverwrite={async () => {
            const latest = conflict;
            setConflict(undefined);
            if (lastBody.current)
              await save(merged(base, lastBody.current, latest), latest.version);
          }}
        />
      )}
    </Modal>
  );
}
