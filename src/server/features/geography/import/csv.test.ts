import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('the CSV reader', () => {
  it('reads quoted fields with commas, doubled quotes and newlines, and keeps line numbers', () => {
    const { header, records } = parseCsv(
      'id,name,note\r\n1,"Kathmandu, Metro","said ""hi"""\n2,Lalitpur,"two\nlines"\n\n3,Bhaktapur,\n',
    );
    expect(header).toEqual(['id', 'name', 'note']);
    expect(records).toEqual([
      { line: 2, values: { id: '1', name: 'Kathmandu, Metro', note: 'said "hi"' } },
      { line: 3, values: { id: '2', name: 'Lalitpur', note: 'two\nlines' } },
      { line: 6, values: { id: '3', name: 'Bhaktapur', note: '' } },
    ]);
  });
});
