import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/client/lib/all-messages';
import { readRows } from '@/client/lib/records/import-columns';
import type { Schemas } from '@/shared/api/types';
import type { Locale } from '@/shared/locale';
import { TargetGrid } from './components/target-grid';
import {
  type GridPlace,
  type GridValues,
  bodyOf,
  gridRows,
  unreadable,
  valuesOf,
} from './target-grid-rows';
import { targetImportKind } from './target-import';
import { renderAt } from '../../../../tests/support/render-app';

const api = vi.hoisted(() => ({ posted: [] as unknown[] }));
vi.mock('@/client/lib/api-client', async (original) => ({
  ...(await original<object>()),
  apiPost: async (path: string, options: unknown) => {
    api.posted.push([path, options]);
    return { rows: [], written: 0 };
  },
}));

/**
 * What a user reads of a target and what reaches the server from it: the grid's cells for the
 * stored targets, the body a row of the grid saves, the import's columns and the body a row of a
 * spreadsheet becomes. Held while the target's fields move onto the contract's field table.
 */

type Target = Schemas['Target'];

const target = (
  measure: Target['measure'],
  status: Target['status'],
  extra: Partial<Target> = {},
): Target => ({
  _id: `00000000-0000-4000-8000-00000000000${status === 'approved' ? 1 : 2}`,
  fiscalYear: 2083,
  scope: 'palika',
  provinceId: 1,
  districtId: 5,
  palikaId: 60,
  batchId: null,
  measure,
  categoryId: null,
  templateId: null,
  attributeId: null,
  total: 110,
  periodT1: 33,
  periodT2: 39,
  periodT3: 38,
  female: null,
  male: null,
  other: null,
  baseline: 95.5,
  baselineFiscalYear: 2082,
  budgetNpr: 125000,
  source: 'palika_plan',
  notes: 'From the annual plan',
  status,
  revision: 0,
  revisionOf: null,
  revisionReason: null,
  approvedBy: status === 'approved' ? 'province' : null,
  approvedAt: status === 'approved' ? '2026-08-01T05:00:00.000Z' : null,
  place: { nameEn: 'Biratnagar Metropolitan City', nameNe: 'विराटनगर महानगरपालिका' },
  revisions: [],
  version: 3,
  createdAt: '2026-07-20T05:00:00.000Z',
  createdBy: 'palika',
  updatedAt: '2026-07-20T05:00:00.000Z',
  updatedBy: 'palika',
  deletedAt: null,
  deleteReason: null,
  ...extra,
});

/** Registrations approved; persons served approved with a revision proposed; a category's services proposed, split by sex; the rest not set. */
const TARGETS: Target[] = [
  target('registrations', 'approved'),
  target('personsServed', 'approved', { total: 485, periodT1: null, notes: null }),
  target('personsServed', 'proposed', {
    total: 520.5,
    revision: 1,
    revisionReason: 'Mid-year review',
    baseline: null,
    source: null,
  }),
  target('services', 'proposed', {
    categoryId: 7,
    total: 748,
    periodT1: null,
    periodT2: null,
    periodT3: null,
    female: 380,
    male: 360,
    other: 8,
  }),
];

const ADDED = [
  { measure: 'activityOutput' as const, categoryId: null, templateId: 12, attributeId: null },
];

const PLACES: GridPlace[] = [
  { scope: 'nation', provinceId: null, districtId: null, palikaId: null, batchId: null },
  { scope: 'province', provinceId: 1, districtId: null, palikaId: null, batchId: null },
  { scope: 'district', provinceId: 1, districtId: 5, palikaId: null, batchId: null },
  { scope: 'palika', provinceId: 1, districtId: 5, palikaId: 60, batchId: null },
  { scope: 'batch', provinceId: 1, districtId: null, palikaId: null, batchId: 'b-1' },
];

describe("a target's grid", () => {
  it('shows each row its stored figures: the proposal, else the approved target, else none', () => {
    const rows = gridRows(TARGETS, ADDED);
    expect(rows.map((row) => [row.key, valuesOf(row)])).toMatchSnapshot();
  });

  it('heads its figures in either language', () => {
    for (const locale of ['en', 'np'] as Locale[]) {
      const { unmount } = renderAt(
        <TargetGrid
          caption="Targets"
          rows={gridRows([])}
          labelOf={(row) => row.measure.measure}
          rights={{ write: true, approve: true }}
          onAction={async () => []}
        />,
        locale === 'np' ? '/np' : '/',
      );
      expect(
        screen.getAllByRole('columnheader').map((header) => header.textContent),
      ).toMatchSnapshot();
      unmount();
    }
  });

  it('saves a row: the place, the measure, the figures typed, the rest of the target kept', () => {
    const rows = gridRows(TARGETS, ADDED);
    const typed: GridValues = {
      total: ' १,२००.५ ',
      periodT1: '400',
      periodT2: '४००',
      periodT3: '400.5',
      female: '',
      male: ' ',
      other: '0',
    };
    for (const place of PLACES)
      expect(
        rows.map((row) => bodyOf(row, valuesOf(row), { place, fiscalYear: 2083 })),
      ).toMatchSnapshot(place.scope);
    expect(
      rows.map((row) => bodyOf(row, typed, { place: PLACES[3], fiscalYear: 2084 })),
    ).toMatchSnapshot('typed');
  });

  it('names the figures it cannot read before anything is sent', () => {
    expect(
      unreadable({
        total: '',
        periodT1: '-5',
        periodT2: '1.234',
        periodT3: 'abc',
        female: '१२',
        male: '1,000',
        other: '3.25',
      }),
    ).toMatchSnapshot();
    expect(
      bodyOf(
        gridRows([])[0],
        {
          total: 'x',
          periodT1: '',
          periodT2: '',
          periodT3: '',
          female: '',
          male: '',
          other: '',
        },
        { place: PLACES[0], fiscalYear: 2083 },
      ),
    ).toMatchSnapshot();
  });
});

describe("a target's import", () => {
  const kind = targetImportKind(PLACES[3], 2083);

  it('asks for its columns in order, the required ones marked', () => {
    expect(kind.prefix).toBe('target');
    expect(
      kind.columns.map((c) => `${c.field} ${MESSAGES.en[c.labelId]}${c.required ? ' *' : ''}`),
    ).toMatchSnapshot();
  });

  it("makes a row's cells a target's body, at the page's place and year", async () => {
    const header = kind.columns.map((c) => MESSAGES.np[c.labelId]);
    const filled: Record<string, string>[] = [
      {
        measure: MESSAGES.np['enum.targetMeasure.services'],
        categoryId: '७',
        total: '१,२००.५',
        periodT1: '400',
        female: '600',
        baseline: '95.25',
        baselineFiscalYear: '२०८२',
        budgetNpr: '125000',
        source: 'Partner organisation',
        notes: '  Agreed with the ward  ',
      },
      { measure: 'registrations', total: '110' },
      { measure: 'Persons served', total: '' },
      { measure: 'everyone', total: '-3', categoryId: '1.5', source: 'nobody' },
    ];
    const cells = filled.map((row) => kind.columns.map((c) => row[c.field] ?? ''));
    const read = readRows([header, ...cells], kind.columns, [MESSAGES.en, MESSAGES.np]);
    expect(read.problems).toMatchSnapshot();
    expect(read.missing).toEqual([]);
    expect(read.unknown).toEqual([]);
    const bodies = await Promise.all(read.rows.map((row) => kind.bodyOf(row.values)));
    expect(bodies.map((body) => ({ ...body, _id: typeof body._id }))).toMatchSnapshot();
  });

  it('reads a sheet of only the required columns, the narrowing none', async () => {
    const columns = kind.columns.filter((c) => c.required);
    const read = readRows(
      [columns.map((c) => MESSAGES.en[c.labelId]), ['Disability ID cards issued', '40']],
      kind.columns,
      [MESSAGES.en, MESSAGES.np],
    );
    expect(read.problems).toEqual([]);
    const body = await kind.bodyOf(read.rows[0].values);
    expect({ ...body, _id: typeof body._id }).toMatchSnapshot();
    expect(await targetImportKind(PLACES[4], 2084).bodyOf(read.rows[0].values)).toMatchObject({
      scope: 'batch',
      batchId: 'b-1',
      provinceId: null,
      fiscalYear: 2084,
    });
  });

  it('sends the rows to the targets import, tried first', async () => {
    api.posted = [];
    await kind.send([], true);
    expect(api.posted).toMatchSnapshot();
  });
});
