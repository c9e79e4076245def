import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TableWorker, readTableFile } from './read-table-file';
import { MEGABYTE, TableFileError } from './table-limits';

/** A worker that answers only when told to, and says whether it was stopped. */
function fakeWorker() {
  const worker = {
    onmessage: null as TableWorker['onmessage'],
    onerror: null as TableWorker['onerror'],
    posted: [] as Blob[],
    terminated: false,
    postMessage(file: Blob) {
      this.posted.push(file);
    },
    terminate() {
      this.terminated = true;
    },
  } satisfies TableWorker & { posted: Blob[]; terminated: boolean };
  return worker;
}

afterEach(() => vi.useRealTimers());

describe('a chosen file read in a worker, within limits', () => {
  it('refuses a file over 10 MB by its size, without reading it or starting a worker', async () => {
    const start = vi.fn(fakeWorker);
    const file = new Blob([new Uint8Array(10 * MEGABYTE + 1)]);
    const read = vi.spyOn(file, 'arrayBuffer');
    await expect(readTableFile(file, { start })).rejects.toEqual(new TableFileError('fileSize'));
    expect(start).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();
  });

  it('stops the worker after 20 seconds and says the reading took too long', async () => {
    vi.useFakeTimers();
    const worker = fakeWorker();
    const reading = readTableFile(new Blob(['a,b\n1,2']), { start: () => worker });
    const outcome = reading.catch((error: unknown) => error);
    expect(worker.posted).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(worker.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual(new TableFileError('time'));
    expect(worker.terminated).toBe(true);
  });

  it("gives the worker's table, or its refusal by name and count", async () => {
    const worker = fakeWorker();
    const table = readTableFile(new Blob(['x']), { start: () => worker });
    worker.onmessage!({ data: { table: [['a'], ['1']] } } as MessageEvent);
    expect(await table).toEqual([['a'], ['1']]);
    expect(worker.terminated).toBe(true);

    const other = fakeWorker();
    const refused = readTableFile(new Blob(['x']), { start: () => other });
    other.onmessage!({ data: { refused: { reason: 'rows', count: 5200 } } } as MessageEvent);
    await expect(refused).rejects.toMatchObject({ reason: 'rows', count: 5200 });
  });

  it('reads here where no worker can start (the component tests)', async () => {
    expect(await readTableFile(new Blob(['a,b\n1,2']), { start: undefined })).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('a read stopped by its signal (the import dialog closed)', () => {
  it('stops the worker at once, rejects with the reason, and ignores a late table', async () => {
    const worker = fakeWorker();
    const controller = new AbortController();
    const reading = readTableFile(new Blob(['x']), {
      start: () => worker,
      signal: controller.signal,
    });
    const { onmessage } = worker;
    controller.abort(new Error('closed'));
    await expect(reading).rejects.toThrow('closed');
    expect(worker.terminated).toBe(true);
    onmessage!({ data: { table: [['a'], ['1']] } } as MessageEvent);
    await expect(reading).rejects.toThrow('closed');
  });

  it('starts no worker for a signal already aborted', async () => {
    const start = vi.fn(fakeWorker);
    const controller = new AbortController();
    controller.abort();
    await expect(
      readTableFile(new Blob(['x']), { start, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(start).not.toHaveBeenCalled();
  });
});
