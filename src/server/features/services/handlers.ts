import { auditHistory } from '@/server/features/audit/audit';
import type { ActiveSession } from '@/server/features/auth/sessions-repository';
import type { Handlers } from '@/server/plugins/operations';
import { listAttributes, listCategories } from './catalogue-repository';
import {
  closeCategory,
  createAttribute,
  createCategory,
  deleteCategory,
  updateAttribute,
  updateCategory,
} from './catalogue-service';
import { exportRecords, listRecords } from './record-list';
import {
  createRecord,
  deleteRecord,
  restoreRecord,
  scopedRecord,
  updateRecord,
} from './record-service';

const actorOf = (session: ActiveSession) => ({
  userId: session.userId,
  viaGroupId: session.viaGroupId,
});

export const serviceHandlers: Pick<
  Handlers,
  | 'serviceCatalogue'
  | 'createServiceCategory'
  | 'updateServiceCategory'
  | 'deleteServiceCategory'
  | 'closeServiceCategory'
  | 'createAttribute'
  | 'updateAttribute'
  | 'listServiceRecords'
  | 'createServiceRecord'
  | 'exportServiceRecords'
  | 'getServiceRecord'
  | 'updateServiceRecord'
  | 'deleteServiceRecord'
  | 'restoreServiceRecord'
  | 'serviceRecordHistory'
> = {
  serviceCatalogue: async ({ db }) => ({
    categories: await listCategories(db),
    attributes: await listAttributes(db),
  }),
  createServiceCategory: ({ db, session, body }) => createCategory(db, actorOf(session), body),
  updateServiceCategory: ({ db, session, params, body }) =>
    updateCategory(db, actorOf(session), params.id, body),
  deleteServiceCategory: ({ db, session, params }) =>
    deleteCategory(db, actorOf(session), params.id),
  closeServiceCategory: ({ db, session, params, body }) =>
    closeCategory(db, actorOf(session), params.id, body),
  createAttribute: ({ db, session, body }) => createAttribute(db, actorOf(session), body),
  updateAttribute: ({ db, session, params, body }) =>
    updateAttribute(db, actorOf(session), params.id, body),
  listServiceRecords: ({ db, tenant, query }) => listRecords(db, tenant, query),
  createServiceRecord: ({ db, tenant, body }) => createRecord(db, tenant, body),
  exportServiceRecords: ({ db, tenant, query }) => exportRecords(db, tenant, query),
  getServiceRecord: ({ db, tenant, params }) => scopedRecord(db, tenant, params.id),
  updateServiceRecord: ({ db, tenant, params, body }) => updateRecord(db, tenant, params.id, body),
  deleteServiceRecord: ({ db, tenant, params, body }) => deleteRecord(db, tenant, params.id, body),
  restoreServiceRecord: ({ db, tenant, params }) => restoreRecord(db, tenant, params.id),
  serviceRecordHistory: async ({ db, tenant, params }) => {
    await scopedRecord(db, tenant, params.id);
    return { items: await auditHistory(db, 'service', params.id) };
  },
};
