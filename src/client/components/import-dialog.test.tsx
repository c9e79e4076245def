import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/lib/api-client';
import { textColumn } from '@/client/lib/records/import-columns';
import type { ImportKind } from '@/client/lib/records/run-import';
import { toCsv } from '@/client/lib/table-file';
import { ImportDialog } from './import-dialog';
import { renderAt } from '../../../tests/support/render-app';

type Answer = Awaited<ReturnType<ImportKind<unknown>['send']>>;

/** A kind of one required column whose writes wait until the test lets them answer. */
function kindWith(write: (rows: unknown[]) => Promise<Answer>) {
  const send = vi.fn((rows: unknown[], dryRun: boolean) =>
    dryRun ? Promise.resolve({ checked: rows.length, written: 0, problems: [] }) : write(rows),
  );
  const kind: ImportKind<unknown> = {
    prefix: 'school',
    columns: [textColumn('nameEn', 'school.field.nameEn', true)],
    bodyOf: (values) => values,
    send,
  };
  return { kind, send };
}

const csvOf = (count: number) =>
  new File(
    [
      toCsv(
        ['Name in English'],
        Array.from({ length: count }, (_, i) => [`School ${i + 1}`]),
      ),
    ],
    'schools.csv',
    { type: 'text/csv' },
  );

function open(kind: ImportKind<unknown>) {
  renderAt(<ImportDialog kind={kind} templateName="schools" onWritten={() => {}} defaultOpen />);
  const input = screen.getByLabelText('Spreadsheet file (CSV or Excel)');
  const dialog = screen.getByRole('dialog');
  return { input, dialog };
}

function choose(input: HTMLElement, file: File) {
  input.focus();
  fireEvent.change(input, { target: { files: [file] } });
}

describe('the import dialog keeps the focus in the dialog', () => {
  it('on the file input while checking, on the busy write button while writing, then on "Done"', async () => {
    let answer: (value: Answer) => void = () => {};
    const { kind } = kindWith(() => new Promise((resolve) => (answer = resolve)));
    const { input, dialog } = open(kind);

    choose(input, csvOf(2));
    // A disabled control drops the focus to the page in a browser: the input stays enabled.
    expect(input).not.toBeDisabled();
    expect(document.activeElement).toBe(input);
    await screen.findByText('Rows checked and right: 2.');
    expect(document.activeElement).toBe(input);

    const add = screen.getByRole('button', { name: 'Add the rows (2)' });
    add.focus();
    fireEvent.click(add);
    await screen.findByText('Adding the rows…');
    expect(document.activeElement).toBe(add);
    expect(add).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(add); // a second press while busy does nothing

    answer({ checked: 2, written: 2, problems: [] });
    await screen.findByText('Rows added: 2.');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Done: see the rows in the list' }),
    );
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(kind.send).toHaveBeenCalledTimes(2); // one check, one write
  });

  it('names a write refused as too large (413) and moves the focus to why', async () => {
    const { kind } = kindWith(() =>
      Promise.reject(new ApiError(413, { message: 'Request body is too large' }, 'too large')),
    );
    const { input, dialog } = open(kind);
    choose(input, csvOf(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Add the rows (2)' }));
    const alert = await screen.findByText(
      'The rows take more than 10 MB together; at most 10 MB can be added at once. Split the file into several files.',
    );
    await waitFor(() => expect(document.activeElement).toBe(alert.closest('[tabindex="-1"]')));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});

describe('a file over the limits is refused by name, before any request', () => {
  it('a file of 5,001 rows', async () => {
    const { kind, send } = kindWith(() => Promise.reject(new Error('not sent')));
    const { input } = open(kind);
    choose(input, csvOf(5001));
    await screen.findByText(
      'The file has 5,001 rows; at most 5,000 can be imported at once. Split it into several files.',
    );
    expect(send).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input);
  });

  it('in Nepali', async () => {
    const { kind } = kindWith(() => Promise.reject(new Error('not sent')));
    renderAt(
      <ImportDialog kind={kind} templateName="schools" onWritten={() => {}} defaultOpen />,
      '/np',
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    choose(input, csvOf(5001));
    await screen.findByText(
      'फाइलमा ५,००१ पङ्क्ति छन्; एक पटकमा बढीमा ५,००० पङ्क्ति आयात गर्न सकिन्छ। यसलाई धेरै फाइलमा छुट्याउनुहोस्।',
    );
  });
});
