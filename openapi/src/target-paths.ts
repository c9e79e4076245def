import { TARGET_RECORDS } from '@/shared/record-kinds';
import { recordPaths, tenant } from './record-paths';
import { string } from './schema-helpers';
import { targetFilterParameters } from './target-schemas';

const idParam = { name: 'id', in: 'path', required: true, schema: string({ format: 'uuid' }) };

/** Targets (issue 19, decision 0029): proposed, approved, locked, revised. */
export const targetPaths = {
  ...recordPaths({
    ...TARGET_RECORDS,
    tag: 'targets',
    summaries: {
      list: 'Targets of your area and of the places containing it, by year, scope, measure and status',
      create:
        'Set a target (idempotent on the client id): approved at once when you may approve it, else proposed',
      export: 'Targets for an export file, in chunks',
      get: 'A target with every revision of it',
      update:
        'Change a proposed target from the version read (an approved one is locked: revise it)',
      delete: 'Delete a proposed target (soft, with a reason)',
      restore: 'Restore a deleted target',
      history: 'Who changed the target, when, from what to what',
      import:
        'Set or propose the targets of a spreadsheet, all or none: every refused row named with its fields',
    },
    schemas: {
      record: 'Target',
      page: 'TargetPage',
      create: 'TargetCreate',
      update: 'TargetUpdate',
      exportChunk: 'TargetExportChunk',
      import: 'TargetImport',
    },
    filters: targetFilterParameters,
  }),
  '/api/targets/{id}/approve': {
    post: tenant({
      operationId: 'approveTarget',
      tags: ['targets'],
      summary:
        'Approve a proposed target: it is locked, and the revision it replaces is superseded',
      response: 'Target',
      body: 'TargetApproval',
      parameters: [idParam],
      errors: [400, 401, 403, 404, 409],
    }),
  },
  '/api/targets/{id}/revise': {
    post: tenant({
      operationId: 'reviseTarget',
      tags: ['targets'],
      summary:
        'Revise an approved target with a reason: a new revision, approved at once when you may approve it, else proposed',
      response: 'Target',
      body: 'TargetRevision',
      parameters: [idParam],
      errors: [400, 401, 403, 404, 409],
    }),
  },
  '/api/targets/copy-year': {
    post: tenant({
      operationId: 'copyTargetYear',
      tags: ['targets'],
      summary:
        "Copy a year's approved targets you set or propose into a later year, in one step, last year's total as the baseline",
      response: 'TargetYearCopied',
      body: 'TargetYearCopy',
      errors: [400, 401, 403],
    }),
  },
};
