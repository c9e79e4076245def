import { randomUUID } from 'node:crypto';

type Rec = Record<string, unknown> & { _id: string; version: number };
interface ProgrammeTarget {
  palikaId: number;
  target: Rec;
}
type Call = (t: ProgrammeTarget) => {
  path: Record<string, string>;
  query?: string;
  body?: unknown;
};

/** A target of a palika for 2083/84 (issue 19), as its own users would propose it. */
export function targetBody(palikaId: number, extra: Record<string, unknown> = {}) {
  return {
    _id: randomUUID(),
    fiscalYear: 2083,
    scope: 'palika',
    palikaId,
    measure: 'personsServed',
    total: 120,
    ...extra,
  };
}
const targetUpdate = (target: Record<string, unknown>) => {
  const { _id, ...fields } = targetBody(Number(target.palikaId), { total: 999 });
  return { ...fields, _id, version: target.version, reason: 'hostile takeover' };
};

/** Every operation on a palika's targets, as another palika's user would try it. */
export const TARGET_CALLS: Record<string, Call> = {
  listTargets: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&fiscalYear=2083` }),
  exportTargets: (t) => ({ path: {}, query: `palikaId=${t.palikaId}` }),
  createTarget: (t) => ({ path: {}, body: targetBody(t.palikaId, { measure: 'services' }) }),
  importTargets: (t) => ({
    path: {},
    body: { rows: [targetBody(t.palikaId, { measure: 'cardsIssued' })], dryRun: false },
  }),
  getTarget: (t) => ({ path: { id: t.target._id } }),
  updateTarget: (t) => {
    const { _id: _made, reason: _why, ...body } = targetUpdate(t.target);
    return { path: { id: t.target._id }, body };
  },
  deleteTarget: (t) => ({
    path: { id: t.target._id },
    body: { reason: 'hostile takeover', version: t.target.version },
  }),
  restoreTarget: (t) => ({ path: { id: t.target._id } }),
  targetHistory: (t) => ({ path: { id: t.target._id } }),
  copyTargetYear: (t) => ({
    path: {},
    body: { palikaId: t.palikaId, fromFiscalYear: 2083, toFiscalYear: 2090 },
  }),
  approveTarget: (t) => ({ path: { id: t.target._id }, body: { version: t.target.version } }),
  reviseTarget: (t) => ({ path: { id: t.target._id }, body: targetUpdate(t.target) }),
};

/** Every operation of the reporting cycle (issue 39) on a palika's periods. */
export const REPORTING_CALLS: Record<string, Call> = {
  reportingBoard: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&fiscalYear=2082` }),
  reportingFinality: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&fiscalYear=2082` }),
  getInbox: () => ({ path: {} }),
  listReports: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&fiscalYear=2083` }),
  getReport: (t) => ({ path: { palikaId: String(t.palikaId), fiscalYear: '2083', period: '1' } }),
  moveReport: (t) => ({
    path: { palikaId: String(t.palikaId), fiscalYear: '2083', period: '1' },
    body: { move: 'submit', version: 0 },
  }),
  getReportQuality: (t) => ({
    path: { palikaId: String(t.palikaId), fiscalYear: '2083', period: '1' },
  }),
  listDataQuality: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&fiscalYear=2083&period=1` }),
  // The official reports (issue 41).
  idCardReport: (t) => ({ path: {}, query: `palikaId=${t.palikaId}&fiscalYear=2083&period=1` }),
};
