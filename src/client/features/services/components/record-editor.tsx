import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Schemas } from '@/shared/api/types';
import { LoadingState } from '../../../components/loading-state';
import { Modal } from '../../../components/modal';
import { personQuery, useUpdateServiceRecord } from '../api/service-queries';
import { ServiceForm } from './service-form/service-form';
import { serviceValuesOf } from './service-form/values';

type Record_ = Schemas['ServiceRecord'];

/** Edits one record from the version listed; a change made meanwhile answers a conflict the form shows, and nothing is overwritten. */
export function RecordEditor({ record, catalogue, onClose }: { record: Record_; catalogue: Schemas['ServiceCatalogue']; onClose: () => void }) {
  const intl = useIntl();
  const update = useUpdateServiceRecord();
  const person = useQuery({ ...personQuery(record.pwdId ?? ''), enabled: Boolean(record.pwdId) });
  const summary = person.data
    ? { _id: person.data._id, registrationNo: person.data.registrationNo, nameNe: person.data.nameNe, nameEn: person.data.nameEn ?? null, gender: person.data.gender, age: person.data.age, palika: person.data.places.palika, wardNo: person.data.wardNo, primaryDisabilityType: person.data.primaryDisabilityType, severityClass: person.data.severityClass ?? null, cardStatus: person.data.cardStatus, cardNo: person.data.cardNo ?? null, status: person.data.status, registrationDate: person.data.registrationDate, deletedAt: person.data.deletedAt }
    : undefined;
  return (
    <Modal open wide title={intl.formatMessage({ id: 'services.action.edit' })} onClose={onClose}>
      {record.pwdId && person.isLoading ? <LoadingState lines={6} /> : (
        <ServiceForm initial={serviceValuesOf(record, summary, {})} catalogue={catalogue} submitLabel={intl.formatMessage({ id: 'pwd.saveChanges' })}
          onSave={async (body) => { await update.mutateAsync({ id: record._id, body: { ...body, version: record.version } }); onClose(); }} />
      )}
    </Modal>
  );
}
