import { IMPORT_BODY_LIMIT } from '@/shared/import-limits';
import { type OperationSpec, integer, operation, string } from './schema-helpers';

/**
 * An operation on records that belong to a palika. `x-tenant` makes the server derive the caller's
 * scope before the handler runs, and every query of the handler goes through it.
 */
export const tenant = (
  spec: Omit<OperationSpec, 'tags' | 'access' | 'tenant'> & {
    access?: 'signedIn' | 'admin';
    tags: string[];
  },
) => operation({ access: 'signedIn', ...spec, tenant: true });

type ReadAction = 'list' | 'export' | 'get' | 'update' | 'history';
type LifeAction = 'create' | 'delete' | 'restore' | 'import';
type Action = ReadAction | LifeAction;

/** A kind of record's operations in the contract, declared once (the server's twin is the record kit). */
export interface RecordPathsSpec {
  /** Its collection's path: `/api/pwd/profiles`. */
  base: string;
  tag: string;
  /**
   * The contract's operation id of each action (src/shared/record-kinds.ts); a place's profile
   * has no create, delete or restore (decision 0025).
   */
  ids: Record<ReadAction, string> & Partial<Record<LifeAction, string>>;
  /** One line each, as the API reference shows them. */
  summaries: Record<ReadAction, string> & Partial<Record<LifeAction, string>>;
  schemas: {
    record: string;
    page: string;
    create?: string;
    update: string;
    exportChunk: string;
    /** The body of an import from a spreadsheet, for a kind that has one. */
    import?: string;
  };
  /** Filters a list and its export share (places included); paging is added here. */
  filters: object[];
  /** Parameters of the list only (its sort). */
  listOnly?: object[];
  /** Answers a create may give besides 200 (404 when it names another record that must exist). */
  createErrors?: number[];
  /** Who may call every operation: any signed-in user in scope, unless administrators only. */
  access?: 'admin';
}

const idParam = { name: 'id', in: 'path', required: true, schema: string({ format: 'uuid' }) };
const paging = [
  { name: 'page', in: 'query', schema: integer({ minimum: 1, default: 1 }) },
  { name: 'pageSize', in: 'query', schema: integer({ minimum: 1, maximum: 100, default: 25 }) },
];
const chunking = [
  { name: 'after', in: 'query', schema: string({ format: 'uuid' }) },
  { name: 'limit', in: 'query', schema: integer({ minimum: 1, maximum: 2000, default: 1000 }) },
];
const WRITE_ERRORS = [400, 401, 403, 404, 409];

/**
 * The eight operations of a kind of record: list, create (idempotent on the client's id), export
 * in chunks, get, update from a version, soft delete with a reason, restore (administrators) and
 * its audit history; a place's profile has the five without create, delete and restore.
 */
export function recordPaths(spec: RecordPathsSpec) {
  const { base, ids, summaries: summary, schemas } = spec;
  const op = (
    action: Action,
    rest: Omit<OperationSpec, 'operationId' | 'summary' | 'tags' | 'access'> & { access?: 'admin' },
  ) =>
    tenant({
      operationId: ids[action] as string,
      summary: summary[action] as string,
      tags: [spec.tag],
      ...(spec.access && { access: spec.access }),
      ...rest,
    });
  return {
    [base]: {
      get: op('list', {
        response: schemas.page,
        parameters: [...paging, ...spec.filters, ...(spec.listOnly ?? [])],
      }),
      ...(ids.create && {
        post: op('create', {
          response: schemas.record,
          body: schemas.create as string,
          errors: spec.createErrors ?? WRITE_ERRORS,
        }),
      }),
    },
    [`${base}/export`]: {
      get: op('export', {
        response: schemas.exportChunk,
        parameters: [...spec.filters, ...chunking],
        errors: [400, 401, 403],
      }),
    },
    [`${base}/{id}`]: {
      get: op('get', { response: schemas.record, parameters: [idParam] }),
      put: op('update', {
        response: schemas.record,
        body: schemas.update,
        parameters: [idParam],
        errors: WRITE_ERRORS,
      }),
    },
    ...(ids.delete && {
      [`${base}/{id}/delete`]: {
        post: op('delete', {
          response: schemas.record,
          body: 'DeleteRequest',
          parameters: [idParam],
          errors: WRITE_ERRORS,
        }),
      },
    }),
    ...(ids.restore && {
      [`${base}/{id}/restore`]: {
        post: op('restore', { response: schemas.record, parameters: [idParam], access: 'admin' }),
      },
    }),
    [`${base}/{id}/history`]: {
      get: op('history', { response: 'AuditList', parameters: [idParam] }),
    },
    ...(ids.import && {
      [`${base}/import`]: {
        post: {
          ...op('import', {
            response: 'RecordImportAnswer',
            body: schemas.import as string,
            errors: [400, 401, 403],
          }),
          // The largest body the server reads for it (5,000 rows; src/shared/import-limits.ts).
          'x-body-limit': IMPORT_BODY_LIMIT,
        },
      },
    }),
  };
}
