import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordList, type RecordListState } from './record-list';
import { renderAt } from '../../../tests/support/render-app';

const LIST: RecordListState = {
  params: new URLSearchParams(),
  page: 1,
  columns: [],
  setParams: () => undefined,
  setPage: () => undefined,
  setColumns: () => undefined,
};

function countOf(id: string, total: number, path: string) {
  renderAt(
    <RecordList
      list={LIST}
      result={{ data: { items: [], total }, isLoading: false }}
      pageSize={25}
      count={{ exact: id, atLeast: id }}
      empty={null}
    >
      {() => null}
    </RecordList>,
    path,
  );
  return screen.getByRole('status').textContent;
}

describe("a list's count", () => {
  it.each([
    ['batch.count', 3, '/np', '३ ब्याच'],
    ['value.count', 180, '/np', '१८० विवरण'],
    ['pwd.total', 123456, '/np', '१,२३,४५६ जना'],
    ['batch.count', 1, '/', '1 batch'],
    ['value.count', 1234, '/', '1,234 values'],
    ['pwd.total', 2157, '/', '2,157 persons'],
  ])('%s of %i on %s reads "%s"', (id, total, path, text) => {
    expect(countOf(id, total, path)).toBe(text);
  });
});
