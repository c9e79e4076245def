import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableWorker } from '@/client/lib/read-table-file';
import { textColumn } from '@/client/lib/records/import-columns';
import type { ImportKind } from '@/client/lib/records/run-import';
import { ImportDialog } from './import-dialog';
import { renderAt } from '../../../tests/support/render-app';

/** The spreadsheet workers the dialog started: each answers only when the test says. */
let workers: FakeWorker[] = [];

class FakeWorker implements TableWorker {
  onmessage: TableWorker['onmessage'] = null;
  onerror: TableWorker['onerror'] = null;
  terminated = false;
  constructor() {
    workers.push(this);
  }
  postMessage() {}
  terminate() {
    this.terminated = true;
  }
  /** The table the worker would have read, answered however late. */
  answer() {
    act(() =>
      this.onmessage?.({
        data: { table: [['Name in English'], ['School 1'], ['School 2']] },
      } as MessageEvent),
    );
  }
}

beforeEach(() => {
  workers = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => vi.unstubAllGlobals());

type Answer = Awaited<ReturnType<ImportKind<unknown>['send']>>;

/** A kind whose checks answer at once and whose write answers when the test says. */
function kindOf(write: () => Promise<Answer> = () => Promise.reject(new Error('not sent'))) {
  const send = vi.fn((rows: unknown[], dryRun: boolean) =>
    dryRun ? Promise.resolve({ checked: rows.length, written: 0, problems: [] }) : write(),
  );
  const kind: ImportKind<unknown> = {
    prefix: 'school',
    columns: [textColumn('nameEn', 'school.field.nameEn', true)],
    bodyOf: (values) => values,
    send,
  };
  return { kind, send };
}

/** Opens the dialog and chooses a file: its worker is reading when this returns. */
async function readingStarted() {
  const { kind, send } = kindOf();
  const view = renderAt(
    <ImportDialog kind={kind} templateName="schools" onWritten={() => {}} defaultOpen />,
  );
  const input = screen.getByLabelText('Spreadsheet file (CSV or Excel)');
  fireEvent.change(input, {
    target: { files: [new File(['Name in English\nSchool 1'], 'schools.csv')] },
  });
  await waitFor(() => expect(workers).toHaveLength(1));
  expect(screen.getByRole('progressbar', { name: 'Checking the rows' })).toBeInTheDocument();
  return { worker: workers[0], send, view };
}

/** Nothing of a read stopped by closing: no check sent, and the dialog opens again empty. */
async function nothingApplied(worker: FakeWorker, send: ReturnType<typeof kindOf>['send']) {
  expect(worker.terminated).toBe(true);
  worker.answer();
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(send).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Import from a spreadsheet' }));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.queryByText(/Rows checked/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Add the rows/ })).not.toBeInTheDocument();
}

describe('closing the import dialog while a file is read stops the reading', () => {
  it('Escape stops the worker; its late table is never checked nor shown', async () => {
    const { worker, send } = await readingStarted();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await nothingApplied(worker, send);
  });

  it('the Close button stops the worker; its late table is never checked nor shown', async () => {
    const { worker, send } = await readingStarted();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await nothingApplied(worker, send);
  });

  it('leaving the page (the dialog unmounted) stops the worker and sends nothing', async () => {
    const { worker, send, view } = await readingStarted();
    view.unmount();
    expect(worker.terminated).toBe(true);
    worker.answer();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(send).not.toHaveBeenCalled();
  });

  it('a read left to finish is still checked (the worker answers, then stops)', async () => {
    const { worker, send } = await readingStarted();
    worker.answer();
    expect(await screen.findByText('Rows checked and right: 2.')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(worker.terminated).toBe(true);
  });
});

describe('closing the import dialog while its rows are written', () => {
  it('refreshes the lists when the rows are written, and opens again at the start', async () => {
    let answer: (value: Answer) => void = () => {};
    const { kind } = kindOf(() => new Promise((resolve) => (answer = resolve)));
    const onWritten = vi.fn();
    renderAt(<ImportDialog kind={kind} templateName="schools" onWritten={onWritten} defaultOpen />);
    fireEvent.change(screen.getByLabelText('Spreadsheet file (CSV or Excel)'), {
      target: { files: [new File(['Name in English\nSchool 1'], 'schools.csv')] },
    });
    await waitFor(() => expect(workers).toHaveLength(1));
    workers[0].answer();
    fireEvent.click(await screen.findByRole('button', { name: 'Add the rows (2)' }));
    await screen.findByText('Adding the rows…');
    fireEvent.keyDown(document, { key: 'Escape' });
    await act(async () => answer({ checked: 2, written: 2, problems: [] }));
    expect(onWritten).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Import from a spreadsheet' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('Rows added: 2.')).not.toBeInTheDocument();
  });
});
