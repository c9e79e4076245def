/**
 * What the request benchmarks print around their figures: the machine's load before and after (a
 * shared machine's latencies vary with it), and p50/p95 of each request asked as its own user.
 */
import { loadavg } from 'node:os';
import { type BenchDatabase, percentile, stealMeter, timed } from './bench-database';

const loadLine = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Prints the load average now; the function it answers prints it again with the CPU stolen since. */
export function machineLoad(): () => void {
  console.log(`Load average before: ${loadLine()}.`);
  const stolen = stealMeter();
  return () => console.log(`Load average after: ${loadLine()}. ${stolen()}`);
}

/** A request timed: who asks it, what it is called in the table, and its path. */
export type TimedRequest = [user: string, name: string, path: string];

/** The table's line of one request: its name, user, p50 and p95 in ms. */
export function latencyLine(name: string, user: string, times: number[]): void {
  console.log(
    `${name.padEnd(38)} ${user.padEnd(9)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)}`,
  );
}

/** Times each GET `runs` times as its user through the app and prints the table; a non-200 stops it. */
export async function timeRequests(bench: BenchDatabase, requests: TimedRequest[]): Promise<void> {
  console.log(
    `\n${'request'.padEnd(38)} ${'user'.padEnd(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
  );
  for (const [user, name, path] of requests) {
    const token = await bench.tokenOf(user);
    const times = await timed(bench.runs, async () => {
      const response = await bench.app.inject({
        method: 'GET',
        url: path,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200)
        throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
    });
    latencyLine(name, user, times);
  }
}
