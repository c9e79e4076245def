import type { Handlers } from '@/server/plugins/operations';
import { scanCountry } from './national-scan';
import { decidePair } from './pair-decision';
import { duplicateFlags } from './pair-flags';
import { listPairs } from './pair-list';

type DuplicateOps =
  'listDuplicatePairs' | 'scanDuplicates' | 'decideDuplicatePair' | 'listDuplicateFlags';

/** The same person in two places (issue 40 §3). */
export const duplicateHandlers: Pick<Handlers, DuplicateOps> = {
  listDuplicatePairs: ({ db, query }) => listPairs(db, query),
  scanDuplicates: ({ db }) => scanCountry(db),
  decideDuplicatePair: ({ db, session, params, body }) => decidePair(db, session, params.id, body),
  listDuplicateFlags: ({ db, tenant, query }) => duplicateFlags(db, tenant, query.palikaId),
};
