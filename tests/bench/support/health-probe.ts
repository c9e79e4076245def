/**
 * `/healthz` asked on a new connection every `everyMs` (argv: base, everyMs) until its standard
 * input closes; then it prints `{ slowest, failed }` as JSON. A process of its own, so that the
 * benchmark's simulated browsers (their JSON, their timers) do not count in what it measures
 * (tests/bench/support/browsers.ts `healthProbe`).
 */
import { ask } from './browsers';

const [base, everyMs = '200'] = process.argv.slice(2);
let slowest = 0;
let failed = 0;
let stop = false;
process.stdin.on('end', () => (stop = true)).resume();
while (!stop) {
  try {
    const answer = await ask(base, '/healthz');
    slowest = Math.max(slowest, answer.ms);
    if (answer.status !== 200) failed++;
  } catch {
    failed++;
  }
  await new Promise((resolve) => setTimeout(resolve, Number(everyMs)));
}
process.stdout.write(JSON.stringify({ slowest, failed }));
