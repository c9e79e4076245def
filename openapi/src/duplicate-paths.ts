import { DUPLICATE_STATES } from '@/shared/pwd/duplicate-pairs';
import { tenant } from './record-paths';
import { enumOf, integer, operation } from './schema-helpers';

const pairId = { name: 'id', in: 'path', required: true, schema: integer({ minimum: 1 }) };

/** The same person in two places (issue 40 §3): a super admin's pairs, and a palika's flags. */
export const duplicatePaths = {
  '/api/data-quality/duplicate-pairs': {
    get: operation({
      operationId: 'listDuplicatePairs',
      tags: ['pwd'],
      access: 'superAdmin',
      summary:
        'Candidate pairs of persons registered twice across the country, in a state (open unless given), each pair side by side with the period that locks it',
      response: 'DuplicatePairPage',
      parameters: [
        { name: 'state', in: 'query', schema: enumOf(DUPLICATE_STATES) },
        { name: 'page', in: 'query', schema: integer({ minimum: 1, default: 1 }) },
        {
          name: 'pageSize',
          in: 'query',
          schema: integer({ minimum: 1, maximum: 100, default: 25 }),
        },
      ],
      errors: [400, 401, 403],
    }),
  },
  '/api/data-quality/duplicate-pairs/scan': {
    post: operation({
      operationId: 'scanDuplicates',
      tags: ['pwd'],
      access: 'superAdmin',
      summary:
        'Compares every person of the country by their keys now (the server also does it when it starts, and on each save for the person saved)',
      response: 'DuplicateScan',
      errors: [401, 403],
    }),
  },
  '/api/data-quality/duplicate-pairs/{id}/decision': {
    post: operation({
      operationId: 'decideDuplicatePair',
      tags: ['pwd'],
      access: 'superAdmin',
      summary:
        'Decides an open pair from the version read: not a duplicate, or merge (the person kept takes the other’s services; the other is deleted); 409 while either person counts in a locked period',
      response: 'DuplicatePair',
      body: 'DuplicateDecision',
      parameters: [pairId],
      errors: [400, 401, 403, 404, 409],
    }),
  },
  '/api/pwd/duplicate-flags': {
    get: tenant({
      operationId: 'listDuplicateFlags',
      tags: ['pwd'],
      summary:
        'The persons of your area (or of the palika given) who are in an open candidate pair: only that they are, never the other person',
      response: 'DuplicateFlags',
      parameters: [{ name: 'palikaId', in: 'query', schema: integer({ minimum: 1 }) }],
      errors: [400, 401, 403],
    }),
  },
};
