/**
 * write-excel-file's zipper, swapped in by the build (vite.config.ts, `zipWithoutWorkers`). The
 * library zips with fflate's asynchronous `zip()`, which deflates a part over 160 kB in a Web Worker
 * made from a `blob:` address; our content security policy (`script-src 'self'`) refuses it, and
 * fflate then never calls back, so a long export would never finish. This deflates on the page, as
 * the library's own synchronous zipper does (docs/decisions/0054-spreadsheets-written-by-a-library.md).
 */
import { zipSync } from 'fflate';

export default function zipToArrayBuffer(
  files: Record<string, Uint8Array>,
): Promise<ArrayBufferLike> {
  return Promise.resolve(zipSync(files).buffer);
}
