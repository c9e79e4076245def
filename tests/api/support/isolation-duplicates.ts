type Call = (t: { palikaId: number }) => {
  path: Record<string, string>;
  query?: string;
  body?: unknown;
};

/** The super admin's candidate pairs (issue 40 §3): every other role is refused by name, 403. */
export const DUPLICATE_ADMIN_CALLS: Record<string, Call> = {
  listDuplicatePairs: () => ({ path: {}, query: 'state=open' }),
  scanDuplicates: () => ({ path: {} }),
  decideDuplicatePair: () => ({
    path: { id: '1' },
    body: { decision: 'notDuplicate', version: 1 },
  }),
};

/** A palika's flags of its own candidates: nothing of another palika's. */
export const DUPLICATE_CALLS: Record<string, Call> = {
  listDuplicateFlags: (t) => ({ path: {}, query: `palikaId=${t.palikaId}` }),
};
