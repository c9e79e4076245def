import type { ActiveSession } from '@/server/access/sessions';
import type { Handlers } from '@/server/plugins/operations';
import { recordHandlers } from '@/server/records/record-operations';
import { SERVICE_RECORDS } from '@/shared/record-kinds';
import { createAttribute, updateAttribute } from './attribute-service';
import { listAttributes, listCategories } from './catalogue-repository';
import { closeCategory, createCategory, deleteCategory, updateCategory } from './catalogue-service';
import { SERVICE_TOTALS } from './service-filters';
import { serviceRecordKind } from './service-kind';
import { createTemplate, listTemplates, updateTemplate } from './template-service';

const actorOf = (session: ActiveSession) => ({
  userId: session.userId,
  viaGroupId: session.viaGroupId,
});

export const serviceHandlers = {
  serviceCatalogue: async ({ db }) => ({
    categories: await listCategories(db),
    attributes: await listAttributes(db),
    templates: await listTemplates(db),
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
  createActivityTemplate: ({ db, session, body }) => createTemplate(db, actorOf(session), body),
  updateActivityTemplate: ({ db, session, params, body }) =>
    updateTemplate(db, actorOf(session), params.id, body),
  ...recordHandlers(serviceRecordKind, SERVICE_RECORDS.ids, { listTotals: SERVICE_TOTALS }),
} satisfies Partial<Handlers>;
