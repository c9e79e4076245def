import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordTable } from '@/client/components/record-screen/record-table';
import type { Schemas } from '@/shared/api/types';
import { DPRP_NAME } from '@/shared/programmes';
import { BATCH_TABLE } from './batch-columns';
import { renderAt } from '../../../../../tests/support/render-app';
import { tableText } from '../../../../../tests/support/table-text';

type Row = Schemas['Batch'];
const row = (programmeName: string) =>
  ({
    _id: '00000000-0000-4000-8000-000000000002',
    code: 'KOSHI-DPRP-B2',
    nameEn: 'Batch 2',
    nameNe: 'दोस्रो ब्याच',
    programmeName,
    province: { _id: 1, code: null, name: 'Koshi Province', nameNe: 'कोशी प्रदेश' },
    entryFiscalYear: 2080,
    startDate: '2023-07-17',
    memberCount: 3,
    status: 'active',
  }) as unknown as Row;

function programmeCell(programmeName: string, path: string) {
  renderAt(
    <RecordTable
      {...BATCH_TABLE}
      rows={[row(programmeName)]}
      loading={false}
      empty={null}
      onOpen={() => undefined}
    />,
    path,
  );
  return screen.getAllByRole('cell').map((cell) => cell.textContent);
}

describe("a batch's programme", () => {
  it('is named in Nepali on a Nepali page', () => {
    expect(programmeCell(DPRP_NAME, '/np')).toContain(
      'अपाङ्गता रोकथाम तथा पुनर्स्थापना कार्यक्रम (डीपीआरपी)',
    );
  });

  it('is named in English on an English page, and another programme as stored', () => {
    expect(programmeCell(DPRP_NAME, '/')).toContain(DPRP_NAME);
    expect(programmeCell('Inclusive Schools Initiative', '/np')).toContain(
      'Inclusive Schools Initiative',
    );
  });
});

describe("the batches' table", () => {
  it('names, sorts and reads its columns in either language', () => {
    const rows = [row(DPRP_NAME), { ...row('Inclusive Schools Initiative'), _id: 'b3' }];
    expect(tableText(BATCH_TABLE, rows, 'en')).toMatchSnapshot();
    expect(tableText(BATCH_TABLE, rows, 'np')).toMatchSnapshot();
  });
});
