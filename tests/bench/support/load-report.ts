/** The table `npm run bench:load` prints (tests/bench/load.ts): one line a run. */
import { percentile } from './bench-database';
import type { Result } from './load-runs';

const ms = (sorted: number[], p: number) => percentile(sorted, p).toFixed(0).padStart(7);

export function line(kind: string, label: string, result: Result): string {
  const sorted = [...result.times].sort((a, b) => a - b);
  const firsts = [...result.firsts].sort((a, b) => a - b);
  const other = [...result.statuses].filter(([status]) => status !== 200 && status !== 503);
  const cells = [
    kind.padEnd(10),
    label.padEnd(22),
    (sorted.length / result.seconds).toFixed(0).padStart(6),
    ...[50, 95, 99].map((p) => ms(sorted, p)),
    ...[50, 95, 99].map((p) => ms(firsts, p)),
    result.healthz.slowest.toFixed(0).padStart(8),
    String(result.statuses.get(503) ?? 0).padStart(5),
    (
      [
        ...other.map(([status, n]) => `${n}×${status || 'dropped'}`),
        ...(result.healthz.failed ? [`${result.healthz.failed}×healthz`] : []),
      ].join(' ') || '0'
    ).padStart(7),
  ];
  return cells.join(' ');
}

/** The table's head. */
export const HEADER = [
  'database'.padEnd(10),
  'run'.padEnd(22),
  'req/s'.padStart(6),
  ...['p50 ms', 'p95 ms', 'p99 ms', '1st p50', '1st p95', '1st p99'].map((h) => h.padStart(7)),
  'healthz'.padStart(8),
  'busy'.padStart(5),
  'errors'.padStart(7),
].join(' ');
